import { Badge, Box, Button, Card, Flex, Heading, HStack, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { ValiError } from 'valibot';
import {
  CARE_OUTCOMES,
  type CareLogEntry,
  type CareLogKind,
  KIND_WORDS,
  OUTCOME_WORDS,
  type RoundSlot,
  slotsOfDay,
  type StayInHouse,
} from '../../../domain/care-log.ts';
import { careLine } from '../../../domain/care-plan.ts';
import type { DeskCat, DeskStay, TodayView } from '../../../domain/contracts/desk-stays.ts';
import { hotelClock, parseInstant } from '../../../domain/dates.ts';
import { useClock } from '../../components/clock.ts';
import { TextAreaField } from '../../components/form-field.tsx';
import { notify } from '../../components/toaster.tsx';
import { momentAtHotel } from './desk-words.ts';
import type { CareTap } from '../../../sync/changes.ts';
import { useDeskMember } from './desk-access.tsx';
import { type PhoneLog, tapRound, usePhoneCareLog } from './desk-outbox.ts';
import type { StaffMember } from './desk-snapshots.ts';
import { RoundPhotos } from './round-photo.tsx';
import type { StayPhotoView } from '../../../domain/stay-photos.ts';

// The round (issue 33): for each cat in the house, what its plan asks for today and what was done,
// one tap per outcome, on a phone that may have no signal. A tap shows at once, says it waits for
// the signal until the server has it, and names who made it and when. What is an hour late is red
// for everyone on shift, and a dose two phones both logged as given is shown as given twice.

/** The entries of a day as this phone knows them (the server's last answer and its own taps since), and which wait to be sent. */
export function useDayLog(day: string, fromServer: readonly CareLogEntry[]): PhoneLog {
  const onPhone = usePhoneCareLog(day);
  const byId = new Map(fromServer.filter((entry) => entry.day === day).map((entry) => [entry.id, entry]));
  for (const entry of onPhone.entries) byId.set(entry.id, entry);
  return { entries: [...byId.values()].sort((a, b) => a.loggedAt.localeCompare(b.loggedAt)), waiting: onPhone.waiting };
}

/** The time of a tap on the hotel's clock, with its day when that is not the day it belongs to (a late entry). */
function whenLogged(entry: CareLogEntry): string {
  const at = parseInstant(entry.loggedAt);
  if (at === undefined) return entry.loggedAt;
  const { date, time } = hotelClock(at);
  return date === entry.day ? time : momentAtHotel(entry.loggedAt);
}

/** "Given · Sipho Dlamini, 08:04", with the note and, until the server has it, that it waits. */
export function EntryLine({ entry, waiting }: { entry: CareLogEntry; waiting: boolean }) {
  const said = entry.outcome === null ? KIND_WORDS.note : OUTCOME_WORDS[entry.outcome];
  return (
    <Text fontSize="sm" color="fg.muted">
      <Text as="span" fontWeight="semibold" color="fg">
        {said}
      </Text>
      {entry.note !== null && entry.outcome !== null && ` (${entry.note})`}
      {entry.note !== null && entry.outcome === null && `: ${entry.note}`} · {entry.loggedBy}, {whenLogged(entry)}
      {waiting && (
        <Badge ms="2" colorPalette="yellow" variant="subtle" size="sm">
          Waiting for signal
        </Badge>
      )}
    </Text>
  );
}

const STATE_WORDS: Record<RoundSlot['state'], { label: string; palette: string } | null> = {
  later: null,
  done: null,
  due: { label: 'Due now', palette: 'brass' },
  overdue: { label: 'Overdue', palette: 'red' },
  twice: { label: 'Given twice: check before giving more', palette: 'red' },
};

interface Tapping {
  member: StaffMember;
  stay: DeskStay;
  cat: DeskCat;
  day: string;
  waiting: ReadonlySet<string>;
}

/** Logs one tap, telling the member what became of it; invalid input cannot come from these buttons, but is said if it does. */
async function logTap(member: StaffMember, tap: CareTap, about: string): Promise<boolean> {
  try {
    await tapRound(member, tap, about);
    return true;
  } catch (error) {
    notify('Not logged', error instanceof ValiError ? (error.issues[0]?.message ?? error.message) : (error as Error).message, 'error');
    return false;
  }
}

function SlotRow({ slot, member, stay, cat, day, waiting }: { slot: RoundSlot } & Tapping) {
  const state = STATE_WORDS[slot.state];
  const red = slot.state === 'overdue' || slot.state === 'twice';
  const about = `${cat.name}: ${slot.item.name} at ${slot.time}`;
  const outcomes = CARE_OUTCOMES[slot.item.kind];
  return (
    <Box
      borderStartWidth="4px"
      borderColor={red ? 'red.600' : slot.state === 'due' ? 'brass.500' : 'bg.muted'}
      bg={red ? 'red.50' : 'bg.subtle'}
      borderRadius="l2"
      px="3"
      py="2"
      role="group"
      aria-label={about}
    >
      <Flex justify="space-between" gap="2" wrap="wrap" align="start">
        <Box minW="0">
          <Text fontWeight="semibold">
            {slot.time} · {slot.item.name}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {KIND_WORDS[slot.item.kind]}: {careLine({ ...slot.item, times: [slot.time] })}
          </Text>
        </Box>
        {state !== null && (
          <Badge colorPalette={state.palette} variant={red ? 'solid' : 'subtle'} size="md" whiteSpace="normal">
            {state.label}
          </Badge>
        )}
      </Flex>
      {slot.entries.map((entry) => (
        <EntryLine key={entry.id} entry={entry} waiting={waiting.has(entry.id)} />
      ))}
      {/* Until something is logged; a meal served early is served, so a later time takes a tap too. */}
      {slot.entries.length === 0 && (
        <Wrap gap="2" mt="2">
          {outcomes.map((outcome) => (
            <Button
              key={outcome}
              size="sm"
              variant="outline"
              colorPalette={outcome === 'refused' || outcome === 'ate-none' ? 'red' : 'brand'}
              onClick={() =>
                void logTap(
                  member,
                  { bookingId: stay.id, catId: cat.id, careItemId: slot.item.id, day, slot: slot.time, kind: slot.item.kind, outcome },
                  about,
                )
              }
            >
              {OUTCOME_WORDS[outcome]}
            </Button>
          ))}
        </Wrap>
      )}
    </Box>
  );
}

/** Litter and mood at a glance: one tap, and the day's last says how it was. */
function GlanceRow({
  kind,
  entries,
  member,
  stay,
  cat,
  day,
  waiting,
}: { kind: Exclude<CareLogKind, 'feeding' | 'medication' | 'note'>; entries: CareLogEntry[] } & Tapping) {
  const last = entries.filter((entry) => entry.kind === kind).at(-1);
  return (
    <Box>
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold" minW="16">
          {KIND_WORDS[kind]}
        </Text>
        {CARE_OUTCOMES[kind].map((outcome) => (
          <Button
            key={outcome}
            size="xs"
            variant={last?.outcome === outcome ? 'solid' : 'outline'}
            colorPalette="brand"
            onClick={() =>
              void logTap(member, { bookingId: stay.id, catId: cat.id, day, kind, outcome }, `${cat.name}: ${KIND_WORDS[kind].toLowerCase()}`)
            }
          >
            {OUTCOME_WORDS[outcome]}
          </Button>
        ))}
      </HStack>
      {last !== undefined && <EntryLine entry={last} waiting={waiting.has(last.id)} />}
    </Box>
  );
}

function NoteForm({ member, stay, cat, day }: Omit<Tapping, 'waiting'>) {
  const [note, setNote] = useState('');
  return (
    <Stack
      as="form"
      gap="2"
      onSubmit={(event) => {
        event.preventDefault();
        void logTap(member, { bookingId: stay.id, catId: cat.id, day, kind: 'note', outcome: null, note }, `${cat.name}: note`).then((logged) => {
          if (logged) setNote('');
        });
      }}
    >
      <TextAreaField
        label="Note"
        name={`note-${stay.id}-${cat.id}`}
        value={note}
        onValueChange={setNote}
        rows={2}
        helper="Played with the feather toy; ate from the hand"
      />
      <Button type="submit" size="sm" colorPalette="brand" alignSelf="start" disabled={note.trim() === ''}>
        Add note
      </Button>
    </Stack>
  );
}

function CatRound({
  member,
  stay,
  cat,
  day,
  now,
  entries,
  waiting,
  photos,
}: Tapping & { now: { date: string; time: string }; entries: CareLogEntry[]; photos: readonly StayPhotoView[] }) {
  const inHouse = stay.inHouse as StayInHouse;
  const mine = entries.filter((entry) => entry.catId === cat.id && entry.bookingId === stay.id);
  const slots = slotsOfDay(
    stay.carePlan.filter((item) => item.catId === cat.id),
    mine,
    inHouse,
    day,
    now,
  );
  const notes = mine.filter((entry) => entry.kind === 'note');
  return (
    <Card.Root as="article" bg="white" borderColor="bg.muted" borderRadius="l3" aria-label={`${cat.name}’s round`}>
      <Card.Body gap="3" p={{ base: '3', md: '4' }}>
        <Heading as="h3" fontFamily="heading" fontWeight="normal" fontSize="xl" color="brand.800">
          {cat.name}
        </Heading>
        {slots.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            Nothing in {cat.name}’s plan is due today.
          </Text>
        ) : (
          slots.map((slot) => (
            <SlotRow key={`${slot.item.id}-${slot.time}`} slot={slot} member={member} stay={stay} cat={cat} day={day} waiting={waiting} />
          ))
        )}
        <GlanceRow kind="litter" entries={mine} member={member} stay={stay} cat={cat} day={day} waiting={waiting} />
        <GlanceRow kind="mood" entries={mine} member={member} stay={stay} cat={cat} day={day} waiting={waiting} />
        {notes.map((entry) => (
          <EntryLine key={entry.id} entry={entry} waiting={waiting.has(entry.id)} />
        ))}
        <NoteForm member={member} stay={stay} cat={cat} day={day} />
        <RoundPhotos member={member} stay={stay} cat={cat} day={day} posted={photos.filter((photo) => photo.catId === cat.id)} />
      </Card.Body>
    </Card.Root>
  );
}

/** The stays whose cats are in the house now, each once. */
function inTheHouse(today: TodayView): DeskStay[] {
  const stays = new Map<string, DeskStay>();
  for (const stay of [...today.departures, ...today.staying, ...today.arrivals]) {
    if (stay.inHouse !== null && stay.inHouse.checkedOut === null) stays.set(stay.id, stay);
  }
  return [...stays.values()];
}

/**
 * The round of the day on Today: every cat in the house, with what is overdue counted at the top.
 * The clock is the phone's, renewed every half minute, so a dose falls overdue on screen offline too.
 */
export function CareRound({ today }: { today: TodayView }) {
  const member = useDeskMember();
  const clock = hotelClock(useClock());
  const day = clock.date;
  const { entries, waiting } = useDayLog(day, today.date === day ? today.careLog : []);
  const heading = useId();
  const stays = inTheHouse(today);
  const overdue = stays
    .flatMap((stay) =>
      stay.cats.flatMap((cat) =>
        slotsOfDay(
          stay.carePlan.filter((item) => item.catId === cat.id),
          entries.filter((entry) => entry.catId === cat.id && entry.bookingId === stay.id),
          stay.inHouse!,
          day,
          clock,
        ),
      ),
    )
    .filter((slot) => slot.state === 'overdue' || slot.state === 'twice').length;
  return (
    <Stack as="section" gap="3" aria-labelledby={heading}>
      <HStack gap="2" wrap="wrap">
        <Heading as="h2" id={heading} fontFamily="heading" fontWeight="normal" fontSize={{ base: 'xl', md: '2xl' }} color="brand.800">
          The round
        </Heading>
        {overdue > 0 && (
          <Badge colorPalette="red" variant="solid" borderRadius="full" size="md">
            {overdue} to see to
          </Badge>
        )}
      </HStack>
      {stays.length === 0 ? (
        <Text color="fg.muted">No cats in the house: the round starts at the first check-in.</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
          {stays.flatMap((stay) =>
            stay.cats.map((cat) => (
              <CatRound
                key={`${stay.id}-${cat.id}`}
                member={member}
                stay={stay}
                cat={cat}
                day={day}
                now={clock}
                entries={entries}
                waiting={waiting}
                photos={today.date === day ? today.photos : []}
              />
            )),
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}
