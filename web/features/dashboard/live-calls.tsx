import { Badge, Box, Button, Flex, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { longDay, todayAtHotel } from '../../../domain/dates.ts';
import {
  CALL_HOURS,
  CALL_STATE_WORDS,
  callDays,
  callPrices,
  freeCallsPerDay,
  LIVE_CALL_CENTS,
  type LiveCallState,
  type LiveCallView,
  mayAskForCalls,
  priceWords,
} from '../../../domain/live-updates.ts';
import { formatRand } from '../../../domain/money.ts';
import { askLiveCall, cancelLiveCall } from '../../../sync/changes.ts';
import { SelectField, TextField } from '../../components/form-field.tsx';
import { notify, notifyChange } from '../../components/toaster.tsx';
import { hotelData, type LocalBooking, type LocalCat, type OutboxEntry, useOutbox, whyNotSaved } from '../../db.ts';
import { Section } from './stay-section.tsx';

// Live Update calls on the stay's page (issue 34): the owner asks for a video call with their cat
// on a day of the stay, at a time within the hotel's hours for calls, and sees each call asked,
// made or cancelled with what it cost. Asking and cancelling are changes of the booking kept on the
// phone and sent with the rest (sync/changes.ts), so they work offline and say they wait until the
// hotel has them; the price is the hotel's rule (domain/live-updates.ts).

/** "08:00", "08:30" … "18:00": the times a call may be asked for, every half hour. */
export function callTimes(): string[] {
  const times: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    if (time >= CALL_HOURS.from && time <= CALL_HOURS.until) times.push(time);
  }
  return times;
}

/** "Mochi", "Mochi and Luna", "Mochi, Luna and Tigger". */
function namesWords(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? 'your cat';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}

const STATE_BADGE: Record<LiveCallState, { palette: string; color: string }> = {
  asked: { palette: 'yellow', color: 'yellow.900' },
  done: { palette: 'green', color: 'green.800' },
  cancelled: { palette: 'gray', color: 'gray.700' },
};

/** The calls whose asking or cancelling is still on this phone, and those the hotel refused. */
function callsOnPhone(entries: readonly OutboxEntry[] | undefined): { waiting: Set<string>; refused: Set<string> } {
  const waiting = new Set<string>();
  const refused = new Set<string>();
  for (const entry of entries ?? []) {
    if (entry.change !== 'askLiveCall' && entry.change !== 'cancelLiveCall') continue;
    (entry.state === 'waiting' ? waiting : refused).add(entry.callId);
  }
  return { waiting, refused };
}

function CallLine({
  call,
  cents,
  waiting,
  refused,
  onCancel,
}: {
  call: LiveCallView;
  cents: number;
  waiting: boolean;
  refused: boolean;
  onCancel: (() => void) | null;
}) {
  const badge = STATE_BADGE[call.state];
  const price = call.state === 'cancelled' ? null : call.state === 'done' ? priceWords(cents) : cents === 0 ? 'Free' : `${formatRand(cents)} if made`;
  return (
    <Box as="li" borderWidth="1px" borderColor="bg.muted" borderRadius="l2" px="4" py="3" aria-label={`Call on ${longDay(call.day)} at ${call.at}`}>
      <Flex justify="space-between" gap="2" wrap="wrap" align="center">
        <Text fontWeight="semibold">
          {longDay(call.day)}, {call.at}
        </Text>
        <HStack gap="2" wrap="wrap">
          {price !== null && <Text as="span">{price}</Text>}
          <Badge colorPalette={badge.palette} color={badge.color} variant="subtle" size="md">
            {CALL_STATE_WORDS[call.state]}
          </Badge>
        </HStack>
      </Flex>
      {call.note !== null && (
        <Text fontSize="sm" whiteSpace="pre-line">
          Your note: {call.note}
        </Text>
      )}
      {(waiting || refused) && (
        <Badge
          mt="2"
          variant={refused ? 'subtle' : 'outline'}
          colorPalette={refused ? 'red' : 'gray'}
          color={refused ? 'red.800' : 'gray.700'}
          size="sm"
        >
          {refused ? 'Not saved' : 'Waiting to be sent'}
        </Badge>
      )}
      {onCancel !== null && (
        <Box mt="2">
          <Button size="xs" variant="outline" colorPalette="red" color="red.700" onClick={onCancel}>
            Cancel this call
          </Button>
        </Box>
      )}
    </Box>
  );
}

function AskForCall({ booking, days }: { booking: LocalBooking; days: string[] }) {
  const [day, setDay] = useState(days[0]!);
  const [at, setAt] = useState('14:00');
  const [note, setNote] = useState('');
  const chosenDay = days.includes(day) ? day : days[0]!;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await askLiveCall(hotelData, booking.id, { day: chosenDay, at, note });
      setNote('');
      notifyChange('Call Asked For', `We will call you on ${longDay(chosenDay)} at ${at}.`);
    } catch (error) {
      notify('Could not ask for the call', whyNotSaved(error), 'error');
    }
  };
  return (
    <Stack as="form" gap="3" aria-label="Ask for a Live Update call" onSubmit={(event) => void submit(event)}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <SelectField label="Day" name="call-day" value={chosenDay} onValueChange={setDay}>
          {days.map((option) => (
            <option key={option} value={option}>
              {longDay(option)}
            </option>
          ))}
        </SelectField>
        <SelectField label="Time" name="call-time" value={at} onValueChange={setAt} helper={`Between ${CALL_HOURS.from} and ${CALL_HOURS.until}`}>
          {callTimes().map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
      </SimpleGrid>
      <TextField label="Note (optional)" name="call-note" value={note} onValueChange={setNote} maxLength={200} placeholder="Show me her new toy" />
      <Button type="submit" size="sm" colorPalette="brand" alignSelf="start">
        Ask for a Call
      </Button>
    </Stack>
  );
}

/**
 * The stay's Live Update calls, for a stay confirmed or under way (and, once over, for as long as it
 * has calls to show): the list, what each costs, the form to ask for one and a way to cancel one
 * not made yet. On a phone it follows the stay's details, before the bill (the page's `order`).
 */
export function LiveCalls({ booking, cats }: { booking: LocalBooking; cats: readonly LocalCat[] }) {
  const { waiting, refused } = callsOnPhone(useOutbox());
  const calls = booking.liveCalls ?? [];
  const askable = mayAskForCalls(booking.status);
  if (!askable && calls.length === 0) return null;
  const names = namesWords(booking.catIds.flatMap((id) => cats.find((cat) => cat.id === id)?.name ?? []));
  const free = freeCallsPerDay(booking.extraServiceIds);
  const prices = callPrices(calls, booking.extraServiceIds);
  const days = askable ? callDays({ checkIn: booking.checkInDate, checkOut: booking.checkOutDate }, todayAtHotel()) : [];
  const cancel = async (call: LiveCallView) => {
    try {
      await cancelLiveCall(hotelData, booking.id, call.id);
      notifyChange('Call Cancelled', `The call on ${longDay(call.day)} at ${call.at} is cancelled.`);
    } catch (error) {
      notify('Could not cancel the call', whyNotSaved(error), 'error');
    }
  };
  return (
    <Box order={2}>
      <Section title="Live Update calls">
        <Text color="fg.muted">
          A video call with {names} at a time you choose, between {CALL_HOURS.from} and {CALL_HOURS.until}.{' '}
          {free === 1 ? 'One call a day is free' : `${free} calls a day are free with Live Updates`}; each further call that day is{' '}
          {formatRand(LIVE_CALL_CENTS)}, added to your bill once it is made.
        </Text>
        {calls.length > 0 && (
          <Stack as="ul" listStyleType="none" gap="2" aria-label="Your calls">
            {calls.map((call) => (
              <CallLine
                key={call.id}
                call={call}
                cents={prices.get(call.id) ?? 0}
                waiting={waiting.has(call.id)}
                refused={refused.has(call.id)}
                onCancel={call.state === 'asked' ? () => void cancel(call) : null}
              />
            ))}
          </Stack>
        )}
        {days.length > 0 && <AskForCall booking={booking} days={days} />}
      </Section>
    </Box>
  );
}
