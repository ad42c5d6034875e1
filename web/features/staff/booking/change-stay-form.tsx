import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { OwnerRecordView } from '../../../../domain/contracts/desk-owners.ts';
import type { BookingDetailView, DeskCat } from '../../../../domain/contracts/desk-stays.ts';
import { deskMayChange } from '../../../../domain/desk-changes.ts';
import { type DeskStayChange, deskStayChangeSchema } from '../../../../domain/schemas/desk-bookings.ts';
import { checkForm, type FieldErrors, focusFirstError, TextAreaField } from '../../../components/form-field.tsx';
import { notify } from '../../../components/toaster.tsx';
import { useDeskMember } from '../desk-access.tsx';
import { rand, stayDays } from '../desk-words.ts';
import { RequestFailed } from '../../../../sync/api-client.ts';
import { staffRead } from '../staff-api.ts';
import { changeStay } from './desk-booking-requests.ts';
import { type StayChoice, StayChoices, transportAddressOf, transportAddressRefusal } from './stay-choices.tsx';
import { SendOrBack } from './send-or-back.tsx';

const sameList = <T,>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((item) => b.includes(item));

/** Only what the desk changed is sent: the server keeps the rest as it is. */
function changeOf(booking: BookingDetailView, choice: StayChoice): Partial<DeskStayChange> {
  return {
    ...(choice.checkInDate !== booking.checkInDate ? { checkInDate: choice.checkInDate } : {}),
    ...(choice.checkOutDate !== booking.checkOutDate ? { checkOutDate: choice.checkOutDate } : {}),
    ...(sameList(
      choice.catIds,
      booking.cats.map((cat) => cat.id),
    )
      ? {}
      : { catIds: choice.catIds }),
    ...(sameList(
      choice.extraServiceIds,
      booking.services.map((service) => service.id),
    )
      ? {}
      : { extraServiceIds: choice.extraServiceIds }),
    ...(transportAddressOf(choice).trim() !== (booking.transportAddress ?? '') ? { transportAddress: transportAddressOf(choice) } : {}),
  };
}

/**
 * A change of the stay's dates, cats or services at the desk (issue 31), with the reason the owner
 * reads in their e-mail. The server prices it again and checks the places; a night that is full
 * refuses it, naming the night, and a manager may then make it over the places on purpose.
 */
export function ChangeStayForm({ booking, onChanged }: { booking: BookingDetailView; onChanged: (detail: BookingDetailView) => void }) {
  const manager = useDeskMember().role === 'manager';
  const [open, setOpen] = useState(false);
  const [cats, setCats] = useState<readonly DeskCat[]>(booking.cats);
  const initial = (): StayChoice => ({
    checkInDate: booking.checkInDate,
    checkOutDate: booking.checkOutDate,
    catIds: booking.cats.map((cat) => cat.id),
    extraServiceIds: booking.services.map((service) => service.id),
    transportAddress: booking.transportAddress ?? '',
  });
  const [choice, setChoice] = useState<StayChoice>(initial);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [overbookable, setOverbookable] = useState(false);
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  // The owner's other cats may come too: read them when the form opens.
  useEffect(() => {
    if (!open) return;
    let current = true;
    staffRead<OwnerRecordView>(`/api/staff/owners/${encodeURIComponent(booking.owner.id)}`)
      .then((record) => current && setCats(record.cats))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [open, booking.owner.id]);

  if (!deskMayChange(booking)) return null;

  function start() {
    setChoice(initial());
    setReason('');
    setErrors({});
    setProblem(null);
    setOverbookable(false);
    setOpen(true);
  }

  async function send(overbook: boolean) {
    if (sending) return;
    setProblem(null);
    const checked = checkForm(deskStayChangeSchema, {
      version: booking.version,
      reason,
      ...changeOf(booking, choice),
      ...(overbook ? { overbook } : {}),
    });
    const refused = { ...transportAddressRefusal(choice), ...(checked.ok ? {} : checked.errors) };
    if (!checked.ok || Object.keys(refused).length > 0) {
      setErrors(refused);
      window.setTimeout(() => focusFirstError(form.current), 0);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const changed = await changeStay(booking.id, checked.output);
      setOpen(false);
      setOverbookable(false);
      notify('Stay changed', `${stayDays(changed)}, ${rand(changed.totalAmount)} in all. The owner is told by e-mail, with your reason.`);
      onChanged(changed);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setProblem(message);
      if (error instanceof RequestFailed && error.status === 409) {
        // A full or closed night: the stay itself is as the desk saw it, so a manager may overbook.
        const placesRefused = error.field === 'checkInDate';
        setOverbookable(placesRefused && manager && !overbook);
        if (!placesRefused) {
          const now = await staffRead<BookingDetailView>(`/api/staff/bookings/${encodeURIComponent(booking.id)}`).catch(() => undefined);
          if (now !== undefined) onChanged(now);
        }
      } else if (error instanceof RequestFailed && error.status === 400 && error.field !== undefined) {
        setErrors({ [error.field]: message });
      }
    } finally {
      setSending(false);
    }
  }

  if (!open) {
    return (
      <Button variant="outline" colorPalette="brand" alignSelf="start" onClick={start}>
        Change Dates, Cats or Services
      </Button>
    );
  }
  return (
    <form
      ref={form}
      noValidate
      aria-label="Change the stay"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void send(false);
      }}
    >
      <Stack gap="4" borderWidth="1px" borderColor="bg.muted" borderRadius="l3" p="4" bg="white">
        <Text fontWeight="semibold" color="brand.800">
          Change the stay
        </Text>
        <StayChoices
          choice={choice}
          cats={cats}
          errors={errors}
          disabled={sending}
          checkInLocked={booking.status === 'checked_in'}
          onChange={setChoice}
        />
        <TextAreaField
          label="Reason"
          name="reason"
          value={reason}
          onValueChange={setReason}
          error={errors.reason}
          helper="The owner reads it in their e-mail. For example: the owner phoned, their flight moved."
        />
        {problem !== null && (
          <Alert.Root status="error" borderRadius="l2" role="alert">
            <Alert.Indicator />
            <Alert.Content gap="3">
              <Alert.Description>{problem}</Alert.Description>
              {overbookable && (
                <Button alignSelf="start" colorPalette="red" variant="outline" loading={sending} onClick={() => void send(true)}>
                  Change It Anyway, Over the Places
                </Button>
              )}
            </Alert.Content>
          </Alert.Root>
        )}
        <SendOrBack label="Save the Change" busy={sending} onBack={() => setOpen(false)} />
      </Stack>
    </form>
  );
}
