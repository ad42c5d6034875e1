import { Badge, Box, Button, Card, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useId } from 'react';
import type { DeskStay, TodayView } from '../../../domain/contracts/desk-stays.ts';
import { hotelClock, parseInstant } from '../../../domain/dates.ts';
import { type DeskLiveCall, priceWords } from '../../../domain/live-updates.ts';
import { markLiveCallDone } from '../../../sync/changes.ts';
import { useClock } from '../../components/clock.ts';
import { notify } from '../../components/toaster.tsx';
import { ContactButtons } from './contact-links.tsx';
import { useDeskMember } from './desk-access.tsx';
import { deskOutbox, OUTBOX_HELD } from './desk-outbox.ts';
import type { StaffMember } from './desk-snapshots.ts';

// The Live Update calls of the day on Today's round (issue 34): each call an owner asked for, with
// whom to call and the cats to show, and "Done" once it is made. The tap waits in the desk's outbox
// with the round's taps (docs/decisions/0032), says so until the server has it, and the server
// decides then what the call costs (domain/live-updates.ts).

/** "Mochi", "Mochi and Luna", "Mochi, Luna and Tigger". */
function catWords(cats: readonly string[]): string {
  if (cats.length <= 1) return cats[0] ?? 'the cats';
  return `${cats.slice(0, -1).join(', ')} and ${cats.at(-1)!}`;
}

/** "Live Update call for Mochi at 14:00": the call in the round's words, and in the outbox's. */
export function callWords(call: Pick<DeskLiveCall, 'cats' | 'at'>): string {
  return `Live Update call for ${catWords(call.cats)} at ${call.at}`;
}

/** The calls this phone marked done that the server does not have yet, live. */
function useCallsWaiting(): ReadonlySet<string> {
  return useLiveQuery(
    async () => {
      const waiting = await deskOutbox.outbox.where('state').equals('waiting').toArray();
      return new Set(waiting.flatMap((entry) => (entry.change === 'liveCallDone' ? [entry.subject.id] : [])));
    },
    [],
    new Set<string>(),
  );
}

/** A call made by `member`: kept on this phone at once, sent when there is a signal. */
export async function callMade(member: StaffMember, call: DeskLiveCall): Promise<void> {
  const [held] = await deskOutbox.profile.toArray();
  if (held?.id !== member.id) throw new Error(OUTBOX_HELD);
  await markLiveCallDone(deskOutbox, call.id, callWords(call));
}

/** "14:05", by the hotel's clock. */
function timeWords(instant: string | null): string {
  const at = instant === null ? undefined : parseInstant(instant);
  return at === undefined ? '' : hotelClock(at).time;
}

/** The stay of a call among Today's lists: whom to call. */
function stayOf(today: TodayView, call: DeskLiveCall): DeskStay | undefined {
  return [...today.staying, ...today.departures, ...today.arrivals].find((stay) => stay.id === call.bookingId);
}

function CallRow({ call, stay, waiting, member }: { call: DeskLiveCall; stay: DeskStay | undefined; waiting: boolean; member: StaffMember }) {
  const about = callWords(call);
  const done = call.state === 'done' || waiting;
  const owner = stay === undefined ? null : [stay.owner.firstName, stay.owner.lastName].filter((part) => part !== null && part !== '').join(' ');
  return (
    <Box
      role="group"
      aria-label={about}
      borderStartWidth="4px"
      borderColor={done ? 'bg.muted' : 'brass.500'}
      bg="bg.subtle"
      borderRadius="l2"
      px="3"
      py="2"
    >
      <Flex justify="space-between" gap="2" wrap="wrap" align="start">
        <Box minW="0">
          <Text fontWeight="semibold">{about}</Text>
          {owner !== null && owner !== '' && (
            <Text fontSize="sm" color="fg.muted">
              With {owner}
            </Text>
          )}
          {call.note !== null && (
            <Text fontSize="sm" whiteSpace="pre-line">
              “{call.note}”
            </Text>
          )}
        </Box>
        {!done && (
          <Button
            size="sm"
            colorPalette="brand"
            onClick={() => void callMade(member, call).catch((error: Error) => notify('Not marked done', error.message, 'error'))}
          >
            Done
          </Button>
        )}
      </Flex>
      {done && (
        <Text fontSize="sm" color="fg.muted" mt="1">
          <Text as="span" fontWeight="semibold" color="fg">
            Made
          </Text>
          {call.state === 'done' && ` · ${call.doneBy ?? 'A member of staff'}, ${timeWords(call.doneAt)}`}
          {call.state === 'done' && call.chargedCents !== null && ` · ${priceWords(call.chargedCents)}`}
          {waiting && (
            <Badge ms="2" colorPalette="yellow" variant="subtle" size="sm">
              Waiting for signal
            </Badge>
          )}
        </Text>
      )}
      {!done && stay !== undefined && (
        <Box mt="2">
          <ContactButtons name={owner ?? 'the owner'} phone={stay.owner.phone} email={stay.owner.email} />
        </Box>
      )}
    </Box>
  );
}

/**
 * The day's calls on the round, by time: those still to make with "Done" and the owner's number,
 * those made with who made them. Nothing shows on a day with no calls. The day is the phone's
 * clock's, as the round's: a Today read yesterday has none of today's calls.
 */
export function LiveCallsRound({ today }: { today: TodayView }) {
  const member = useDeskMember();
  const day = hotelClock(useClock()).date;
  const waiting = useCallsWaiting();
  const heading = useId();
  // A Today kept on this phone before the calls came has none.
  const calls = (today.date === day ? ((today.liveCalls as DeskLiveCall[] | undefined) ?? []) : []).filter(
    (call) => call.day === day && call.state !== 'cancelled',
  );
  if (calls.length === 0) return null;
  const toMake = calls.filter((call) => call.state === 'asked' && !waiting.has(call.id)).length;
  return (
    <Card.Root as="section" aria-labelledby={heading} bg="white" borderColor="bg.muted" borderRadius="l3">
      <Card.Body gap="3" p={{ base: '3', md: '4' }}>
        <HStack gap="2" wrap="wrap">
          <Heading as="h2" id={heading} fontFamily="heading" fontWeight="normal" fontSize="xl" color="brand.800">
            Live Update calls
          </Heading>
          {toMake > 0 && (
            <Badge colorPalette="brass" variant="subtle" borderRadius="full" size="md">
              {toMake} to make
            </Badge>
          )}
        </HStack>
        <Stack gap="2">
          {calls.map((call) => (
            <CallRow key={call.id} call={call} stay={stayOf(today, call)} waiting={waiting.has(call.id)} member={member} />
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
