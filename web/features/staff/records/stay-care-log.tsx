import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react';
import { type CareLogEntry, daysOfStay, KIND_WORDS, type RoundSlot, slotsOfDay } from '../../../../domain/care-log.ts';
import type { BookingDetailView } from '../../../../domain/contracts/desk-stays.ts';
import { hotelClock, longDay } from '../../../../domain/dates.ts';
import { DeskSection } from '../../../components/desk-section.tsx';
import { useClock } from '../../../components/clock.ts';
import { EntryLine, useDayLog } from '../care-round.tsx';

// The stay's care log as a manager reads it back (issue 33): day by day, each cat's meals and
// doses with who gave them and when, what was missed or given twice said in red, and the
// litter, mood and notes of the day.

/** "23:58 · Thyroid tablet" for a meal or a dose, from the stay's plan; undefined for the rest. */
function plannedName(booking: BookingDetailView, entry: CareLogEntry): string | undefined {
  const item = booking.carePlan.find((one) => one.id === entry.careItemId);
  return item === undefined || entry.slot === null ? undefined : `${entry.slot} · ${item.name}`;
}

function slotLine(slot: RoundSlot): string {
  return `${slot.time} · ${slot.item.name}`;
}

function CatDay({ booking, catId, day, now }: { booking: BookingDetailView; catId: string; day: string; now: { date: string; time: string } }) {
  const log = useDayLog(day, booking.careLog);
  const { waiting } = log;
  const entries = log.entries.filter((entry) => entry.catId === catId && entry.bookingId === booking.id);
  const slots = slotsOfDay(
    booking.carePlan.filter((item) => item.catId === catId),
    entries,
    booking.inHouse!,
    day,
    now,
  );
  // Everything logged shows: a meal or a dose whose time fell outside the cat's hours in the house
  // (given early on the day it went home) is listed with the litter, mood and notes.
  const inSlots = new Set(slots.flatMap((slot) => slot.entries.map((entry) => entry.id)));
  const others = entries.filter((entry) => !inSlots.has(entry.id));
  const cat = booking.cats.find((one) => one.id === catId);
  if (slots.length === 0 && others.length === 0) return null;
  return (
    <Stack gap="1">
      {booking.cats.length > 1 && <Text fontWeight="semibold">{cat?.name ?? 'A cat'}</Text>}
      {slots.map((slot) => {
        const missed = slot.state === 'overdue';
        const twice = slot.state === 'twice';
        return (
          <Box key={`${slot.item.id}-${slot.time}`} ps="3" borderStartWidth="2px" borderColor={missed || twice ? 'red.600' : 'brand.200'}>
            <Text fontSize="sm">
              {slotLine(slot)}
              {missed && (
                <Badge ms="2" colorPalette="red" variant="solid" size="sm">
                  {slot.entries.length === 0 && day < now.date ? 'Missed' : 'Overdue'}
                </Badge>
              )}
              {twice && (
                <Badge ms="2" colorPalette="red" variant="solid" size="sm">
                  Given twice
                </Badge>
              )}
            </Text>
            {slot.entries.map((entry) => (
              <EntryLine key={entry.id} entry={entry} waiting={waiting.has(entry.id)} />
            ))}
          </Box>
        );
      })}
      {others.map((entry) => (
        <Box key={entry.id} ps="3" borderStartWidth="2px" borderColor="bg.muted">
          {entry.kind !== 'note' && <Text fontSize="sm">{plannedName(booking, entry) ?? KIND_WORDS[entry.kind]}</Text>}
          <EntryLine entry={entry} waiting={waiting.has(entry.id)} />
        </Box>
      ))}
    </Stack>
  );
}

/** The booking page's care log: nothing before check-in, then every day the cats were in the house. */
export function StayCareLog({ booking }: { booking: BookingDetailView }) {
  const now = hotelClock(useClock());
  if (booking.inHouse === null) return null;
  const days = daysOfStay(booking.inHouse, now.date).reverse();
  return (
    <DeskSection title="Care log">
      <Stack gap="4">
        {days.map((day) => (
          <Stack key={day} gap="2" as="section" aria-label={longDay(day)}>
            <Heading as="h3" fontSize="md" fontWeight="semibold" color="brand.800">
              {longDay(day)}
            </Heading>
            {booking.cats.map((cat) => (
              <CatDay key={cat.id} booking={booking} catId={cat.id} day={day} now={now} />
            ))}
          </Stack>
        ))}
      </Stack>
    </DeskSection>
  );
}
