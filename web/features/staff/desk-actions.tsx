import { Alert, Button, Stack, Text, Wrap } from '@chakra-ui/react';
import { type ReactNode, useRef, useState } from 'react';
import type { BookingDetailView, DeskStay } from '../../../domain/contracts/desk-stays.ts';
import { deskCheckInSchema, deskCheckOutSchema, hotelCancelSchema } from '../../../domain/schemas/desk.ts';
import { DESK_ACTION_LABELS, type DeskAction, type DeskPaymentMethod } from '../../../domain/stay-life.ts';
import { checkForm, TextAreaField, TextField } from '../../components/form-field.tsx';
import { Modal, ModalBody, ModalClose, ModalContent, ModalFooter, ModalTitle } from '../../components/modal.tsx';
import { useOnline } from '../../components/online.ts';
import { notify } from '../../components/toaster.tsx';
import { useDeskMember } from './desk-access.tsx';
import { queueStayVisit, STAY_ACTION_WAITS, useWaitingStayActions } from './desk-outbox.ts';
import { catsLine, isNothing, rand, stayDays } from './desk-words.ts';
import { RequestFailed } from '../../../sync/api-client.ts';
import { DESK_NEEDS_CONNECTION, staffChange, staffRead } from './staff-api.ts';

export interface DeskActionsProps {
  stay: DeskStay;
  /** The stay as the server now has it: after an action, or reloaded after a refusal (409). */
  onChanged: (detail: BookingDetailView) => void;
}

const METHOD_WORDS: Record<DeskPaymentMethod, string> = { cash: 'in cash', card: 'by card' };

/** What the toast says once the server has taken the action. */
function doneWords(action: DeskAction, stay: DeskStay, method: DeskPaymentMethod | undefined): [string, string] {
  const cats = catsLine(stay);
  const paid = method === undefined ? '' : ` Paid ${METHOD_WORDS[method]}.`;
  switch (action) {
    case 'deposit':
      return ['Deposit taken', `${rand(stay.depositAmount)} for ${cats}; the stay is confirmed.${paid}`];
    case 'check-in':
      return ['Checked in', `${cats} ${stay.numberOfCats === 1 ? 'is' : 'are'} in the house.${paid}`];
    case 'check-out':
      return ['Checked out', `${cats} went home.${paid}`];
    case 'cancel':
      return ['Stay cancelled', 'The owner is told by e-mail, with your reason.'];
    case 'no-show':
      return ['Marked no-show', `The nights of ${cats} are free again.`];
  }
}

/** What the desk may do with no signal (issue 33): the cat is at the door either way. */
function keptOffline(action: DeskAction): action is 'check-in' | 'check-out' {
  return action === 'check-in' || action === 'check-out';
}

/** Taking money and checking in move the stay on; cancelling and a no-show end it. */
const ENDS_THE_STAY: ReadonlySet<DeskAction> = new Set(['cancel', 'no-show']);

interface Choice {
  label: string;
  method?: DeskPaymentMethod;
}

function DeskDialog({
  title,
  children,
  choices,
  destructive,
  sending,
  onChoose,
  onClose,
}: {
  title: string;
  children: ReactNode;
  choices: readonly Choice[];
  destructive: boolean;
  sending: boolean;
  onChoose: (choice: Choice) => void;
  onClose: () => void;
}) {
  return (
    <Modal open onClose={() => !sending && onClose()} px="4">
      <ModalContent>
        <ModalTitle>{title}</ModalTitle>
        <ModalBody>
          <Stack gap="3" color="fg">
            {children}
          </Stack>
        </ModalBody>
        <ModalFooter flexWrap="wrap">
          <Button variant="outline" colorPalette="brand" onClick={onClose} disabled={sending}>
            Back
          </Button>
          {choices.map((choice) => (
            <Button
              key={choice.label}
              colorPalette={destructive ? 'red' : 'brand'}
              size="lg"
              // Every choice waits while one is on its way: one tap, one change.
              disabled={sending}
              onClick={() => onChoose(choice)}
            >
              {choice.label}
            </Button>
          ))}
        </ModalFooter>
        <ModalClose aria-label="Close" disabled={sending} />
      </ModalContent>
    </Modal>
  );
}

/** The amount a settling step takes, large enough to read across the desk. */
function Owed({ label, amount }: { label: string; amount: string }) {
  return (
    <Text fontSize="2xl" fontFamily="heading" color="brand.800">
      {label} {rand(amount)}
    </Text>
  );
}

const PAY_CHOICES: readonly Choice[] = [
  { label: 'Paid in cash', method: 'cash' },
  { label: 'Paid by card', method: 'card' },
];

/**
 * The desk's buttons for one stay (`DeskStay.actions`, which domain/stay-life.ts decides). A
 * check-in or check-out with no signal waits in the desk's outbox and says so (issue 33); the
 * others need a connection and say so rather than queuing; each confirmed tap sends one change under
 * its own key, with the version the desk was shown. When the stay changed meanwhile (409), the
 * server's words show and the stay is read again, so the desk sees what it is now.
 */
export function DeskActions({ stay, onChanged }: DeskActionsProps) {
  const online = useOnline();
  const [asking, setAsking] = useState<DeskAction | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  /**
   * A deposit refused because paid stays took the places (the stay itself had not changed): a
   * manager may take it anyway, over the places, on purpose (decision 0024); the history says who.
   */
  const [overbookable, setOverbookable] = useState<DeskPaymentMethod | null>(null);
  /**
   * A check-in refused because a cat's vaccination records do not meet the house's rules (issue
   * 33): a manager may check in anyway with a reason the history keeps; `method` is how the balance
   * was paid, asked once already.
   */
  const [withoutRecords, setWithoutRecords] = useState<{ method: DeskPaymentMethod | undefined } | null>(null);
  const [overrideReason, setOverrideReason] = useState('');
  const [overrideError, setOverrideError] = useState<string | undefined>();
  /** Each cat's weight as typed on the check-in or check-out dialog, by the cat's id (issue 33). */
  const [weights, setWeights] = useState<Record<string, string>>({});
  const [weightError, setWeightError] = useState<string | undefined>();
  /** The staff's parting words at check-out, for the owner's report card (issue 34). */
  const [partingNote, setPartingNote] = useState('');
  const member = useDeskMember();
  const manager = member.role === 'manager';
  const waitingAction = useWaitingStayActions().get(stay.id);
  const [sending, setSending] = useState(false);
  // State updates wait for a render; a second tap in the same moment must still find the door shut.
  const inFlight = useRef(false);

  if (stay.actions.length === 0) return null;
  if (waitingAction !== undefined) {
    return (
      <Text fontSize="sm" fontWeight="semibold" color="yellow.900" bg="yellow.50" borderRadius="l2" px="3" py="2" role="status">
        {STAY_ACTION_WAITS[waitingAction]}: kept on this phone until there is a signal.
      </Text>
    );
  }
  const cats = catsLine(stay);
  const path = `/api/staff/bookings/${encodeURIComponent(stay.id)}`;

  function open(action: DeskAction) {
    setProblem(null);
    setOverbookable(null);
    setWithoutRecords(null);
    if (!navigator.onLine && !keptOffline(action)) return setProblem(DESK_NEEDS_CONNECTION);
    setReason('');
    setReasonError(undefined);
    setWeights({});
    setWeightError(undefined);
    setPartingNote('');
    setAsking(action);
  }

  /** No signal: a check-in or check-out waits on this phone and says so; nothing says it is done. */
  async function keep(action: 'check-in' | 'check-out', body: Record<string, unknown>) {
    try {
      await queueStayVisit(member, stay.id, action, { version: stay.version, ...body }, `${DESK_ACTION_LABELS[action]} ${cats}`);
      setAsking(null);
      setProblem(null);
      notify(STAY_ACTION_WAITS[action], 'Kept on this phone and sent when there is a signal: the records and what is owed are checked then.', 'info');
    } catch (error) {
      setAsking(null);
      setProblem((error as Error).message);
    }
  }

  async function send(action: DeskAction, body: Record<string, unknown>, method?: DeskPaymentMethod) {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      if (keptOffline(action) && !navigator.onLine) return await keep(action, body);
      const detail = await staffChange<BookingDetailView>('POST', `${path}/${action}`, { version: stay.version, ...body });
      setAsking(null);
      setProblem(null);
      setOverbookable(null);
      setWithoutRecords(null);
      const [title, words] = doneWords(action, stay, method);
      notify(title, words);
      onChanged(detail);
    } catch (error) {
      // The signal dropped on the way: it waits like one made offline (its key is new, the server never took it).
      if (keptOffline(action) && error instanceof RequestFailed && error.status === 0) return await keep(action, body);
      setAsking(null);
      setProblem(error instanceof Error ? error.message : DESK_NEEDS_CONNECTION);
      // The stay is as it was; only its cats' records stand in the way of this check-in.
      if (error instanceof RequestFailed && error.status === 409 && error.field === 'records') {
        setOverrideReason('');
        setOverrideError(undefined);
        return setWithoutRecords({ method });
      }
      // Someone else moved the stay on: show it as it is now, so nobody acts on the old picture.
      if (error instanceof RequestFailed && error.status === 409) {
        const now = await staffRead<BookingDetailView>(path).catch(() => undefined);
        if (now !== undefined) onChanged(now);
        // The same stay, still waiting for its deposit: the refusal was the places, not a change.
        const placesTaken = action === 'deposit' && now?.version === stay.version && now.actions.includes('deposit');
        if (placesTaken && manager && method !== undefined && body.overbook !== true) setOverbookable(method);
      }
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  /** The weights typed, as the server takes them: a cat left blank was not weighed. */
  function weighed() {
    return Object.entries(weights)
      .filter(([, kilograms]) => kilograms.trim() !== '')
      .map(([catId, kilograms]) => ({ catId, kilograms }));
  }

  function checkInWithoutRecords(method: DeskPaymentMethod | undefined) {
    const checked = checkForm(deskCheckInSchema, { version: stay.version, method, recordsOverride: overrideReason });
    if (!checked.ok) return setOverrideError(checked.errors.recordsOverride);
    const scale = weighed();
    void send(
      'check-in',
      {
        ...(method === undefined ? {} : { method }),
        ...(scale.length === 0 ? {} : { weights: scale }),
        recordsOverride: checked.output.recordsOverride,
      },
      method,
    );
  }

  function choose(action: DeskAction, choice: Choice) {
    if (action === 'check-in' || action === 'check-out') {
      const onScale = weighed();
      const parting = action === 'check-out' && partingNote.trim() !== '' ? { partingNote } : {};
      const checked = checkForm(action === 'check-in' ? deskCheckInSchema : deskCheckOutSchema, {
        version: stay.version,
        weights: onScale,
        ...parting,
      });
      // One message for the scale, whichever cat's weight it is about ("weights.1").
      if (!checked.ok) return setWeightError(Object.entries(checked.errors).find(([field]) => field.startsWith('weights'))?.[1]);
      return void send(
        action,
        { ...(choice.method === undefined ? {} : { method: choice.method }), ...(onScale.length === 0 ? {} : { weights: onScale }), ...parting },
        choice.method,
      );
    }
    if (action !== 'cancel') return void send(action, choice.method === undefined ? {} : { method: choice.method }, choice.method);
    const checked = checkForm(hotelCancelSchema, { version: stay.version, reason });
    if (!checked.ok) return setReasonError(checked.errors.reason);
    void send(action, { reason: checked.output.reason });
  }

  /** A field for each cat's weight on the check-in and check-out dialogs. */
  const scale = (
    <Stack gap="2">
      {stay.cats.map((cat) => (
        <TextField
          key={cat.id}
          label={`${cat.name}’s weight (kg)`}
          name={`weight-${cat.id}`}
          inputMode="decimal"
          value={weights[cat.id] ?? ''}
          onValueChange={(kilograms) => setWeights((typed) => ({ ...typed, [cat.id]: kilograms }))}
          helper="On the scale now; blank if the cat could not be weighed"
        />
      ))}
      {weightError !== undefined && (
        <Text color="red.700" fontSize="sm" role="alert">
          {weightError}
        </Text>
      )}
    </Stack>
  );

  /** The last line of the owner's report card, written as the cats go home. */
  const farewell = (
    <TextAreaField
      label="Parting words for the owner"
      name="partingNote"
      value={partingNote}
      onValueChange={setPartingNote}
      helper="On the report card the owner gets by e-mail and in the app; leave blank if you have none."
    />
  );

  /** The question each action asks before anything is sent. */
  function question(action: DeskAction): { title: string; body: ReactNode; choices: readonly Choice[] } {
    switch (action) {
      case 'deposit':
        return {
          title: 'Take the deposit',
          body: (
            <Text>
              The {rand(stay.depositAmount)} deposit for {cats}, {stayDays(stay)}. It confirms the stay and is not refunded. How was it paid?
            </Text>
          ),
          choices: PAY_CHOICES,
        };
      // The balance is taken at check-in (spec §9, domain/stay-life.ts); check-out takes only what was added since.
      case 'check-in':
        if (isNothing(stay.owedAmount)) {
          return {
            title: `Check in ${cats}?`,
            body: (
              <>
                <Text>{stayDays(stay)}. Nothing is left to pay.</Text>
                {scale}
              </>
            ),
            choices: [{ label: 'Check in' }],
          };
        }
        return {
          title: `Check in ${cats}?`,
          body: (
            <>
              <Text>{stayDays(stay)}.</Text>
              <Owed label="Balance" amount={stay.owedAmount} />
              <Text color="fg.muted">
                The total of {rand(stay.totalAmount)} less the {rand(stay.depositAmount)} deposit, paid at check-in. How was it paid?
              </Text>
              {scale}
            </>
          ),
          choices: PAY_CHOICES,
        };
      case 'check-out':
        if (isNothing(stay.owedAmount)) {
          return {
            title: `Check out ${cats}`,
            body: (
              <>
                <Text>Nothing is left to pay: the balance was taken at check-in.</Text>
                {scale}
                {farewell}
              </>
            ),
            choices: [{ label: 'Check out' }],
          };
        }
        return {
          title: `Check out ${cats}`,
          body: (
            <>
              <Owed label="Left to pay" amount={stay.owedAmount} />
              <Text color="fg.muted">
                {/* A stay checked in before the balance was taken at check-in still owes it here. */}
                {stay.paymentStatus === 'paid'
                  ? 'Added to the stay since the balance was taken at check-in.'
                  : `The balance: the total of ${rand(stay.totalAmount)} less the ${rand(stay.depositAmount)} deposit.`}{' '}
                How was it paid?
              </Text>
              {scale}
              {farewell}
            </>
          ),
          choices: PAY_CHOICES,
        };
      case 'cancel':
        return {
          title: 'Cancel this stay?',
          body: (
            <>
              <Text color="fg.muted">
                {cats}, {stayDays(stay)}. The owner reads your reason in their e-mail and in the app. A deposit already paid is not refunded.
              </Text>
              <TextAreaField
                label="Reason"
                name="reason"
                value={reason}
                onValueChange={setReason}
                error={reasonError}
                helper="For example: closed for a family emergency."
              />
            </>
          ),
          choices: [{ label: 'Cancel stay' }],
        };
      case 'no-show':
        return {
          title: `Mark ${cats} as a no-show?`,
          body: <Text>The stay of {stayDays(stay)} ends and its nights are free again. A deposit already paid is kept.</Text>,
          choices: [{ label: 'Mark no-show' }],
        };
    }
  }
  const dialog = asking === null ? null : question(asking);

  return (
    <Stack gap="3">
      {!online && (
        <Text fontSize="sm" color="fg.muted">
          You are offline: a check-in or check-out is kept on this phone and sent when the signal returns; the other actions need a connection.
        </Text>
      )}
      <Wrap gap="2">
        {stay.actions.map((action) => (
          <Button
            key={action}
            size={ENDS_THE_STAY.has(action) ? 'md' : 'lg'}
            colorPalette={ENDS_THE_STAY.has(action) ? 'red' : action === 'deposit' ? 'brass' : 'brand'}
            variant={ENDS_THE_STAY.has(action) ? 'outline' : 'solid'}
            disabled={sending}
            onClick={() => open(action)}
          >
            {DESK_ACTION_LABELS[action]}
          </Button>
        ))}
      </Wrap>
      {problem !== null && (
        <Alert.Root status="error" borderRadius="l2" role="alert">
          <Alert.Indicator />
          <Alert.Content gap="3">
            <Alert.Description>{problem}</Alert.Description>
            {withoutRecords !== null &&
              (manager ? (
                <Stack gap="3">
                  <TextAreaField
                    label="Why may the cat stay without them?"
                    name="recordsOverride"
                    value={overrideReason}
                    onValueChange={setOverrideReason}
                    error={overrideError}
                    helper="Kept in the stay's history. For example: the vet confirmed the booster by phone; the book comes on Monday."
                  />
                  <Button
                    alignSelf="start"
                    colorPalette="red"
                    variant="outline"
                    loading={sending}
                    onClick={() => checkInWithoutRecords(withoutRecords.method)}
                  >
                    Check In Anyway
                  </Button>
                </Stack>
              ) : (
                <Text>Ask the owner for the vaccination book, or a manager to check the cat in anyway.</Text>
              ))}
            {overbookable !== null && (
              <Button
                alignSelf="start"
                colorPalette="red"
                variant="outline"
                loading={sending}
                onClick={() => void send('deposit', { method: overbookable, overbook: true }, overbookable)}
              >
                Take the Deposit Anyway, Over the Places
              </Button>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
      {asking !== null && dialog !== null && (
        <DeskDialog
          title={dialog.title}
          choices={dialog.choices}
          destructive={ENDS_THE_STAY.has(asking)}
          sending={sending}
          onChoose={(choice) => choose(asking, choice)}
          onClose={() => setAsking(null)}
        >
          {dialog.body}
        </DeskDialog>
      )}
    </Stack>
  );
}
