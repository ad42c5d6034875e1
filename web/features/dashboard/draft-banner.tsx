import { Alert, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { owesDeposit, type PaymentStatus } from '../../../domain/booking-status.ts';
import { formatDay } from '../../../domain/dates.ts';
import { MESSAGES } from '../../../domain/schemas/messages.ts';
import { LIMITS } from '../../../domain/schemas/limits.ts';
import { Input } from '../../components/field-controls.tsx';
import { FormField } from '../../components/form-field.tsx';
import { ModalBody, ModalClose, ModalContent, ModalTitle } from '../../components/modal.tsx';
import { rememberPendingReservation, usePendingReservation } from '../../components/pending-reservation.ts';
import { SiteLink } from '../../components/site-link.tsx';
import { notify } from '../../components/toaster.tsx';
import { addCat, discardChange, type LocalCat, requestBooking, useBookings, useCats, useOutbox, whyNotSaved } from '../../db.ts';
import { BOOKING_WAITS } from './new-booking-tab.tsx';
import { useRecordSync } from './sync-mark.tsx';
import { FormDialog } from '../../components/form-dialog.tsx';
import { ChoiceCard } from '../../components/choice-card.tsx';
import { clearStayDraft, readStayDraft, restoreStayDraft, type StayDraft } from './pending-draft.ts';

const BOOKING_FAILED = 'Booking Failed';
const BOOKING_FAILED_FALLBACK = 'Failed to create booking. Please try again.';

const catsLine = (count: number) => `${count} ${count === 1 ? 'cat' : 'cats'}`;
const draftLine = (draft: StayDraft) => `${formatDay(draft.checkInDate)} – ${formatDay(draft.checkOutDate)}, ${catsLine(draft.numberOfCats)}`;

/**
 * A draft turned into a booking once per page: React's development double effects and a second
 * look at the same draft must never book the stay twice.
 */
let converting = false;
/** After a failure the draft waits for the owner (Try Again), so a refusal cannot repeat itself in a loop. */
let failedThisVisit = false;

/** For tests: each starts as a fresh page. */
export function resetDraftConversion(): void {
  converting = false;
  failedThisVisit = false;
}

type Phase =
  | { step: 'none' }
  | { step: 'found'; draft: StayDraft }
  /** The owner picks the cats (open: the dialog shows). */
  | { step: 'choosing'; draft: StayDraft; open: boolean }
  | { step: 'creating'; draft: StayDraft }
  | { step: 'failed'; draft: StayDraft }
  /** Created, or waiting to be sent: then the server may still refuse it when it arrives (a full night, say). */
  | { step: 'sent'; draft: StayDraft; bookingId: string };

/**
 * Spec point 4: opening the dashboard with a pending booking turns it into a reservation, clears
 * the draft and shows My Reservations; on failure the draft comes back with "Booking Failed".
 *
 * Which cats? The draft has a count, not cats. If the owner has exactly that many cats, they are
 * the guests and the booking is made at once. Otherwise a short dialog asks: tick cats already in
 * the profile, or type the names of new ones (a name is all a cat needs; the details can follow).
 * The booking then goes through the outbox like any other, so it works offline too.
 */
export function DraftBanner({ onBooked }: { onBooked: () => void }) {
  const cats = useCats();
  const outbox = useOutbox();
  const [phase, setPhase] = useState<Phase>({ step: 'none' });

  useEffect(() => {
    let current = true;
    void readStayDraft().then((draft) => {
      if (!current || draft === null) return;
      setPhase(failedThisVisit ? { step: 'failed', draft } : { step: 'found', draft });
    });
    return () => {
      current = false;
    };
  }, []);

  async function book(draft: StayDraft, catIds: string[]) {
    setPhase({ step: 'creating', draft });
    try {
      await clearStayDraft();
      // Nothing says booked before the hotel said so (issue 31).
      const answer = await requestBooking({
        checkInDate: draft.checkInDate,
        checkOutDate: draft.checkOutDate,
        catIds,
        extraServiceIds: draft.extraServiceIds,
      });
      if (answer.kind === 'refused') {
        await fail(draft, answer.message);
        return;
      }
      if (answer.kind === 'created') {
        rememberPendingReservation(answer.bookingId);
        notify('Reservation Ready', `Your stay of ${draftLine(draft)} is booked. Confirm it and pay the R100 deposit to secure it.`);
      } else notify(BOOKING_WAITS.title, BOOKING_WAITS.description, 'info');
      setPhase({ step: 'sent', draft, bookingId: answer.bookingId });
      onBooked();
    } catch (error) {
      await fail(draft, whyNotSaved(error) === 'Please try again.' ? BOOKING_FAILED_FALLBACK : whyNotSaved(error));
    } finally {
      converting = false;
    }
  }

  async function fail(draft: StayDraft, message: string) {
    failedThisVisit = true;
    await restoreStayDraft(draft);
    notify(BOOKING_FAILED, message, 'error');
    setPhase({ step: 'failed', draft });
  }

  // Found, and the owner's cats are known: book at once when the count matches, else ask.
  useEffect(() => {
    if (phase.step !== 'found' || cats === undefined || converting) return;
    if (cats.length === phase.draft.numberOfCats) {
      converting = true;
      void book(
        phase.draft,
        cats.map((cat) => cat.id),
      );
    } else {
      setPhase({ step: 'choosing', draft: phase.draft, open: true });
    }
    // book closes over setters and module flags only.
  }, [phase, cats]);

  // The server refused the booking when it arrived: the draft comes back, with the server's words.
  const refused = phase.step === 'sent' ? outbox?.find((entry) => entry.subject.id === phase.bookingId && entry.state === 'rejected') : undefined;
  const handledRefusal = useRef<string | null>(null);
  useEffect(() => {
    if (refused === undefined || phase.step !== 'sent' || handledRefusal.current === refused.id) return;
    handledRefusal.current = refused.id;
    // The draft replaces the refused booking, so the refusal is not kept twice.
    void discardChange(refused.id).catch(() => undefined);
    void fail(phase.draft, refused.error ?? BOOKING_FAILED_FALLBACK);
  }, [refused, phase]);

  if (phase.step === 'none' || phase.step === 'sent') return <ReadyBanner />;
  const { draft } = phase;
  const chooseCats = () => setPhase({ step: 'choosing', draft, open: true });
  const discard = () => void clearStayDraft().then(() => setPhase({ step: 'none' }));

  return (
    <>
      {phase.step === 'failed' ? (
        <Alert.Root status="warning" borderRadius="l3" alignItems="start" mb="6">
          <Alert.Indicator />
          <Alert.Content gap="3">
            <Alert.Title>Your estimate is kept: {draftLine(draft)}</Alert.Title>
            <Alert.Description>The reservation could not be made. You can try again, or book other dates under New Booking.</Alert.Description>
            <DraftActions label="Try Again" onChoose={chooseCats} onDiscard={discard} />
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Alert.Root status="info" borderRadius="l3" alignItems="start" mb="6" role="status">
          {phase.step === 'choosing' ? <Alert.Indicator /> : <Spinner size="sm" color="brand.700" mt="0.5" />}
          <Alert.Content gap="2">
            <Alert.Title>Turning your estimate into a reservation</Alert.Title>
            <Alert.Description>
              {draftLine(draft)}
              {phase.step === 'choosing' && '. Choose who is coming to stay to finish it.'}
            </Alert.Description>
            {phase.step === 'choosing' && <DraftActions label="Choose Cats" onChoose={chooseCats} onDiscard={discard} />}
          </Alert.Content>
        </Alert.Root>
      )}
      {cats !== undefined && (
        <ChooseCatsDialog
          key={cats.length}
          open={phase.step === 'choosing' && phase.open}
          draft={draft}
          cats={cats}
          onClose={() => setPhase({ step: 'choosing', draft, open: false })}
          onChosen={(catIds) => {
            if (converting) return;
            converting = true;
            void book(draft, catIds);
          }}
        />
      )}
    </>
  );
}

/** Who comes to stay, when the owner's cats do not match the draft's count. */
function ChooseCatsDialog({
  open,
  draft,
  cats,
  onClose,
  onChosen,
}: {
  open: boolean;
  draft: StayDraft;
  cats: readonly LocalCat[];
  onClose: () => void;
  onChosen: (catIds: string[]) => void;
}) {
  const newNames = Math.max(0, draft.numberOfCats - cats.length);
  const [chosen, setChosen] = useState<string[]>(() => cats.slice(0, draft.numberOfCats).map((cat) => cat.id));
  const [names, setNames] = useState<string[]>(() => Array.from({ length: newNames }, () => ''));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const typed = names.map((name) => name.trim());
    typed.forEach((name, index) => {
      if (name !== '' && name.length < LIMITS.nameMin) found[`name-${index}`] = MESSAGES.catName;
    });
    if (chosen.length + typed.filter((name) => name !== '').length === 0) found.cats = MESSAGES.catIds;
    setErrors(found);
    if (Object.keys(found).length > 0 || saving) return;
    setSaving(true);
    try {
      const added = [];
      for (const name of typed.filter((given) => given !== '')) added.push(await addCat({ name }));
      onChosen([...chosen, ...added.map((cat) => cat.id)]);
    } catch (error) {
      notify(BOOKING_FAILED, whyNotSaved(error), 'error');
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormDialog open={open} onClose={onClose}>
      <ModalContent>
        <ModalTitle fontSize="2xl">Who is coming to stay?</ModalTitle>
        <ModalBody>
          <form onSubmit={(event) => void submit(event)} aria-label="Who is coming to stay?" noValidate>
            <Stack gap="5">
              <Text color="fg.muted">
                Your estimate is for {draftLine(draft)}. {cats.length > 0 ? 'Tick the cats this stay is for' : 'Tell us their names'}
                {newNames > 0 && cats.length > 0 ? ', and name the others' : ''}; you can add their details later in My Cats.
              </Text>
              {cats.length > 0 && (
                <Stack gap="2">
                  {cats.map((cat) => (
                    <ChoiceCard
                      key={cat.id}
                      checked={chosen.includes(cat.id)}
                      onChange={(checked) => setChosen((now) => (checked ? [...now, cat.id] : now.filter((id) => id !== cat.id)))}
                    >
                      {cat.name}
                    </ChoiceCard>
                  ))}
                </Stack>
              )}
              {names.map((name, index) => (
                <FormField key={index} label={names.length === 1 ? "Your cat's name" : `Name of cat ${index + 1}`} error={errors[`name-${index}`]}>
                  <Input
                    name={`cat-${index}`}
                    value={name}
                    onChange={(event) => setNames((now) => now.map((given, at) => (at === index ? event.target.value : given)))}
                    bg="white"
                    borderColor="gray.400"
                  />
                </FormField>
              ))}
              {errors.cats !== undefined && (
                <Text color="red.700" role="alert">
                  {errors.cats}
                </Text>
              )}
              <HStack justify="end" gap="2" wrap="wrap">
                <Button variant="outline" colorPalette="brand" onClick={onClose}>
                  Not Now
                </Button>
                <Button type="submit" colorPalette="brand" loading={saving}>
                  Create Reservation
                </Button>
              </HStack>
            </Stack>
          </form>
        </ModalBody>
        <ModalClose aria-label="Close" />
      </ModalContent>
    </FormDialog>
  );
}

/**
 * The booking just made waits for its deposit: the way on to the confirm page (spec point 4).
 * Shown while the pending booking still owes the deposit.
 */
export function ReadyBanner() {
  const pendingId = usePendingReservation();
  const bookings = useBookings();
  const booking = pendingId === null ? undefined : bookings?.find((candidate) => candidate.id === pendingId);
  // Booked means the hotel has it: a booking still waiting to be sent is not ready to pay for.
  const sync = useRecordSync('booking', pendingId ?? '');
  if (booking === undefined || sync !== 'saved' || booking.status !== 'pending' || !owesDeposit(booking.paymentStatus as PaymentStatus)) return null;
  return (
    <Alert.Root status="success" borderRadius="l3" alignItems="start" mb="6" bg="brand.50" color="fg">
      <Alert.Indicator color="brand.700" />
      <Alert.Content gap="3">
        <Alert.Title>Reservation Ready</Alert.Title>
        <Alert.Description>
          Your stay of {formatDay(booking.checkInDate)} – {formatDay(booking.checkOutDate)} is booked. Confirm the requirements and pay the R100
          deposit to secure it.
        </Alert.Description>
        <HStack>
          <Button asChild size="sm" colorPalette="brass">
            <SiteLink to="/reservation-confirm">Confirm &amp; Pay Deposit</SiteLink>
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The owner's two ways on from a draft that is not booked yet: pick the cats, or let it go. */
function DraftActions({ label, onChoose, onDiscard }: { label: string; onChoose: () => void; onDiscard: () => void }) {
  return (
    <HStack gap="2" wrap="wrap">
      <Button size="sm" colorPalette="brand" onClick={onChoose}>
        {label}
      </Button>
      <Button size="sm" variant="outline" colorPalette="brand" onClick={onDiscard}>
        Discard Estimate
      </Button>
    </HStack>
  );
}
