import { Box, Flex, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { CalendarNight, CalendarView } from '../../../domain/contracts/desk-nights.ts';
import { monthOf, monthsAfter, monthWords } from '../../../domain/calendar-month.ts';
import { addDays, dayWords, todayAtHotel, weekdayOf } from '../../../domain/dates.ts';
import { SiteLink } from '../../components/site-link.tsx';
import { shortNight } from './desk-days.ts';
import { DeskViewStates, useDeskView } from './desk-view.tsx';
import { fillOf, PlacesBar, placesColour, placesWords } from './places.tsx';

// The desk's calendar (issue 31): one month at a time, paged back and forth without end (Easter,
// last December), each night a square with its places; a night opens who stays.

const WEEKDAY_HEADS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** What a square says under the day when the places are not simply open. */
const FILL_MARKS = { open: null, full: 'Full', over: 'Over', closed: 'Closed' } as const;

/** The calendar's address for a month: this month's is the bare /staff/calendar. */
export function monthAddress(month: string, today: string = todayAtHotel()): string {
  return month === monthOf(today) ? '/staff/calendar' : `/staff/calendar?month=${month}`;
}

function NightSquare({ night, tonight }: { night: CalendarNight; tonight: boolean }) {
  const mark = FILL_MARKS[fillOf(night)];
  return (
    <Link
      asChild
      display="flex"
      flexDirection="column"
      alignItems="stretch"
      textAlign="center"
      gap="1"
      minH={{ base: '16', md: '24' }}
      p={{ base: '1', md: '2' }}
      bg={night.closed !== null ? 'bg.subtle' : 'white'}
      borderWidth={tonight ? '2px' : '1px'}
      borderColor={tonight ? 'brand.700' : 'bg.muted'}
      borderRadius="l2"
      color="fg"
      textDecoration="none"
      _hover={{ bg: 'brand.50', textDecoration: 'none' }}
      aria-label={`${shortNight(night.date)}${tonight ? ', tonight' : ''}: ${placesWords(night)}`}
    >
      <SiteLink to={`/staff/nights/${night.date}`}>
        <Text fontWeight="semibold" color="brand.800" fontSize={{ base: 'sm', md: 'md' }} lineHeight="1.2">
          {dayWords(night.date).day}
        </Text>
        <Text fontSize={{ base: '2xs', md: 'sm' }} fontWeight="semibold" color={placesColour(night)} lineHeight="1.2">
          {night.closed === null ? `${night.booked}/${night.capacity}` : ''}
          {mark !== null && (
            <Text as="span" display="block">
              {mark}
            </Text>
          )}
        </Text>
        <Box mt="auto" w="full">
          <PlacesBar night={night} height="1.5" />
        </Box>
      </SiteLink>
    </Link>
  );
}

/** The month as the hotel's weeks (from Sunday, D8): blank squares before the 1st. */
function MonthGrid({ calendar }: { calendar: CalendarView }) {
  const today = todayAtHotel();
  const first = calendar.nights[0];
  const leading = first === undefined ? 0 : weekdayOf(first.date);
  return (
    <Grid templateColumns="repeat(7, minmax(0, 1fr))" gap={{ base: '1', md: '2' }} as="ol" listStyleType="none" aria-label="Nights">
      {WEEKDAY_HEADS.map((weekday) => (
        <Text key={weekday} as="li" aria-hidden="true" textAlign="center" fontSize="xs" fontWeight="bold" textTransform="uppercase" color="fg.muted">
          {weekday}
        </Text>
      ))}
      {Array.from({ length: leading }, (_, index) => (
        <li key={`before-${index}`} aria-hidden="true" />
      ))}
      {calendar.nights.map((night) => (
        <li key={night.date}>
          <NightSquare night={night} tonight={night.date === today} />
        </li>
      ))}
    </Grid>
  );
}

interface Marked {
  first: CalendarNight;
  last: CalendarNight;
}

/** A closed night with nobody booked continues the run of the night before when closed for the same reason. */
function continuesRun(run: Marked | undefined, night: CalendarNight): run is Marked {
  return (
    run !== undefined &&
    night.closed !== null &&
    night.booked === 0 &&
    run.last.closed === night.closed &&
    run.last.booked === 0 &&
    addDays(run.last.date, 1) === night.date
  );
}

/**
 * What the desk must act on this month, in words under the squares: closures (a run of nights as
 * one line) with their reasons, and nights with more cats than places. Each opens its night.
 */
function MarkedNights({ nights }: { nights: readonly CalendarNight[] }) {
  const marked: Marked[] = [];
  for (const night of nights) {
    const fill = fillOf(night);
    if (fill !== 'closed' && fill !== 'over') continue;
    const run = marked.at(-1);
    if (continuesRun(run, night)) run.last = night;
    else marked.push({ first: night, last: night });
  }
  if (marked.length === 0) return null;
  return (
    <Stack as="section" gap="2" aria-label="Closed and over the places">
      <Heading as="h3" fontSize="sm" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
        Closed and over the places
      </Heading>
      <Stack as="ul" listStyleType="none" gap="1">
        {marked.map(({ first, last }) => (
          <li key={first.date}>
            <Link asChild color={placesColour(first)} fontWeight="semibold" minH="10" display="inline-flex" alignItems="center">
              <SiteLink to={`/staff/nights/${first.date}`}>
                {first === last ? shortNight(first.date) : `${shortNight(first.date)} – ${shortNight(last.date)}`}: {placesWords(first)}
              </SiteLink>
            </Link>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

function MonthLink({ month, children }: { month: string; children: string }) {
  return (
    <Link asChild color="brand.700" fontWeight="semibold" minH="11" display="inline-flex" alignItems="center">
      <SiteLink to={monthAddress(month)}>{children}</SiteLink>
    </Link>
  );
}

/** What the marks mean, for whoever reads the squares for the first time. */
function Legend({ defaultCapacity }: { defaultCapacity: number }) {
  return (
    <Text color="fg.muted" fontSize="sm">
      Each night shows cats booked of places (usually {defaultCapacity}). Full, Over (more cats than places) and Closed are marked; tap a night to see
      who stays.
    </Text>
  );
}

/** The hotel's nights a month at a time (issues 14 and 31): every month is a tap away, and kept on this phone once seen. */
export function CalendarScreen({ month }: { month: string }) {
  const state = useDeskView<CalendarView>(`calendar:${month}`, '/api/staff/calendar', { month });
  const thisMonth = monthOf(todayAtHotel());
  const before = monthsAfter(month, -1);
  const after = monthsAfter(month, 1);
  return (
    <Stack gap="4">
      <Heading as="h1" fontFamily="heading" fontWeight="normal" fontSize={{ base: '3xl', md: '4xl' }} color="brand.800">
        Calendar
      </Heading>
      {/* The month, then the way to the months either side on one row, a phone's width included. */}
      <HStack gap="4" wrap="wrap">
        <Heading as="h2" fontSize={{ base: 'xl', md: '2xl' }} color="brand.800" aria-live="polite">
          {monthWords(month)}
        </Heading>
        {month !== thisMonth && <MonthLink month={thisMonth}>This month</MonthLink>}
      </HStack>
      <Flex as="nav" aria-label="Months" justify="space-between" align="center" gap="3" mt="-3">
        <MonthLink month={before}>{`← ${monthWords(before)}`}</MonthLink>
        <MonthLink month={after}>{`${monthWords(after)} →`}</MonthLink>
      </Flex>
      <DeskViewStates state={state}>
        {(calendar) => (
          <Stack gap="3">
            <Legend defaultCapacity={calendar.defaultCapacity} />
            <MonthGrid calendar={calendar} />
            <MarkedNights nights={calendar.nights} />
          </Stack>
        )}
      </DeskViewStates>
    </Stack>
  );
}
