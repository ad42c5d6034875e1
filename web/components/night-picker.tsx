// The hotel's one night picker (issue 31), for the estimator and the dashboard's New Booking: a month
// at a time, Sunday first, past days not to be picked, a first click for check-in and a later one for
// check-out (domain/stay-calendar.ts, spec points 2 and 5). It marks the nights that are full for the
// cats chosen and the nights the hotel is closed, with the manager's reason, before anyone picks them.
import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { nightProblem, type NightProblem, problemText } from '../../domain/night-availability.ts';
import { isPastDay, longDay, monthOf, monthTitle, monthWeeks, moveDay, shiftMonth, type StayDates } from '../../domain/stay-calendar.ts';
import { type HotelNights, useHotelNights } from './hotel-nights.ts';
import { CalendarPanel, DAY_HEIGHT, MonthHeader, MonthTable, UnderMonth } from './month-table.tsx';

const catsWord = (cats: number) => (cats === 1 ? '1 cat' : `${cats} cats`);

export const NIGHT_PICKER_TEXTS = {
  checkInMark: 'check-in',
  checkOutMark: 'check-out',
  full: (cats: number) => `full for ${catsWord(cats)}`,
  closed: (reason: string) => `closed: ${reason}`,
  legendFull: (cats: number) => `Full for ${catsWord(cats)}`,
  legendClosed: 'Closed',
  checking: 'Checking which nights are free…',
  offline: 'You are offline, so we cannot show which nights are full. Availability is confirmed when your booking is sent.',
  unknown: 'We could not check which nights are full just now. Availability is confirmed when your booking is sent.',
} as const;

/** What a screen reader hears after the day: its part in the stay, then why it cannot be had. */
function dayMark(problem: NightProblem | null, cats: number): string {
  if (problem === null) return '';
  return `, ${problem.kind === 'full' ? NIGHT_PICKER_TEXTS.full(cats) : NIGHT_PICKER_TEXTS.closed(problem.reason)}`;
}

interface DayLook {
  past: boolean;
  end: boolean;
  between: boolean;
  today: boolean;
  problem: NightProblem['kind'] | undefined;
}

function dayStyles({ past, end, between, today, problem }: DayLook) {
  if (past) return { color: 'gray.400', cursor: 'not-allowed', textDecoration: 'line-through' };
  if (end) return { bg: 'brand.800', color: 'white', fontWeight: 'semibold', _hover: { bg: 'brand.700' } };
  const quiet = problem === 'closed' ? 'gray.100' : problem === 'full' ? 'red.50' : 'transparent';
  return {
    bg: between ? 'brand.100' : quiet,
    color: problem === 'closed' ? 'gray.600' : problem === 'full' ? 'red.800' : 'brand.900',
    fontWeight: today ? 'bold' : 'normal',
    boxShadow: today ? 'inset 0 0 0 2px var(--chakra-colors-brass-400)' : undefined,
    _hover: { bg: between ? 'brand.200' : problem === undefined ? 'brand.50' : quiet },
  };
}

const MARK_COLOR = { full: 'red.600', closed: 'gray.500' } as const;

/** The little dot under a full or closed night's number, and beside its name in the legend. */
function Dot({ kind }: { kind: NightProblem['kind'] }) {
  return <Box as="span" display="block" boxSize="1.5" borderRadius="full" bg={MARK_COLOR[kind]} aria-hidden="true" />;
}

/** Under the month: how to read the marks, or why there are none (still asking, offline, no answer). */
function NightsLegend({ nights, cats, noted }: { nights: HotelNights; cats: number; noted: string | null }) {
  if (nights.kind !== 'known') {
    return (
      <Text fontSize="sm" color={nights.kind === 'checking' ? 'fg.muted' : 'orange.800'} role={nights.kind === 'checking' ? undefined : 'status'}>
        {NIGHT_PICKER_TEXTS[nights.kind]}
      </Text>
    );
  }
  return (
    <Stack gap="1">
      <Flex gap="4" fontSize="sm" color="fg.muted" wrap="wrap">
        <Flex as="span" align="center" gap="1.5">
          <Dot kind="full" />
          {NIGHT_PICKER_TEXTS.legendFull(cats)}
        </Flex>
        <Flex as="span" align="center" gap="1.5">
          <Dot kind="closed" />
          {NIGHT_PICKER_TEXTS.legendClosed}
        </Flex>
      </Flex>
      {/* The night under the pointer or the focus, in words: how a closed night's reason is read. */}
      <Text fontSize="sm" color="brand.900" minH="5" data-testid="night-note">
        {noted}
      </Text>
    </Stack>
  );
}

export interface NightPickerProps {
  today: string;
  dates: StayDates;
  /** The cats of the stay: a night is full when it has fewer places free. */
  cats: number;
  onPick: (date: string) => void;
  /** The month title's id, which names the grid. */
  titleId: string;
}

/** One month's calendar: click or Enter on a day picks it, arrows move between days, the marks come from the server. */
export function NightPicker({ today, dates, cats, onPick, titleId }: NightPickerProps) {
  const [focused, setFocused] = useState(dates.checkIn ?? today);
  const [hovered, setHovered] = useState<string | null>(null);
  const [month, setMonth] = useState(monthOf(focused));
  const grid = useRef<HTMLDivElement>(null);
  const focusAfterRender = useRef(false);
  const shownCheckIn = useRef(dates.checkIn);
  const firstMonth = monthOf(today);
  const nights = useHotelNights({ from: `${month}-01`, to: `${shiftMonth(month, 1)}-01` });

  // Dates set from outside (the nearest stay that fits, a draft) bring their month into view.
  useEffect(() => {
    if (dates.checkIn === shownCheckIn.current) return;
    shownCheckIn.current = dates.checkIn;
    if (dates.checkIn !== null && monthOf(dates.checkIn) !== month) {
      setMonth(monthOf(dates.checkIn));
      setFocused(dates.checkIn);
    }
  }, [dates.checkIn, month]);

  useEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }, [focused, month]);

  // The focused day stays in the month shown, so Tab always lands on a day of this month.
  function showMonth(next: string) {
    const clamped = next < firstMonth ? firstMonth : next;
    setMonth(clamped);
    const inMonth = (date: string | null) => date !== null && monthOf(date) === clamped;
    const keep = [dates.checkIn, focused].find(inMonth);
    setFocused(keep ?? (clamped === firstMonth ? today : `${clamped}-01`));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = moveDay(focused, event.key);
    if (next === undefined) return;
    event.preventDefault();
    // Before today's month there is nothing to pick; the grid stops at its first day.
    const target = monthOf(next) < firstMonth ? `${firstMonth}-01` : next;
    focusAfterRender.current = true;
    setFocused(target);
    setMonth(monthOf(target));
  }

  const problemOf = (date: string): NightProblem | null => {
    const night = nights.kind === 'known' && !isPastDay(date, today) ? nights.nights.get(date) : undefined;
    return night === undefined ? null : nightProblem(night, cats);
  };
  const notedProblem = problemOf(hovered ?? focused);

  return (
    <CalendarPanel>
      <MonthHeader
        titleId={titleId}
        title={monthTitle(month)}
        previousDisabled={month <= firstMonth}
        onPrevious={() => showMonth(shiftMonth(month, -1))}
        onNext={() => showMonth(shiftMonth(month, 1))}
      />
      <Box ref={grid} onKeyDown={onKeyDown} onMouseLeave={() => setHovered(null)}>
        <MonthTable
          grid
          weeks={monthWeeks(month)}
          labelledBy={titleId}
          day={(date, key) => {
            // An empty cell keeps a day's height, so every month has six rows of the same size.
            if (date === null)
              return (
                <td key={key} role="gridcell">
                  <Box h={DAY_HEIGHT} />
                </td>
              );
            const past = isPastDay(date, today);
            const problem = problemOf(date);
            const isCheckIn = date === dates.checkIn;
            const isCheckOut = date === dates.checkOut;
            const between = dates.checkIn !== null && dates.checkOut !== null && date > dates.checkIn && date < dates.checkOut;
            const part = isCheckIn ? `, ${NIGHT_PICKER_TEXTS.checkInMark}` : isCheckOut ? `, ${NIGHT_PICKER_TEXTS.checkOutMark}` : '';
            return (
              <td key={key} role="gridcell" aria-selected={isCheckIn || isCheckOut || between}>
                <chakra.button
                  type="button"
                  data-date={date}
                  data-night={problem?.kind}
                  tabIndex={date === focused ? 0 : -1}
                  aria-label={`${longDay(date)}${part}${dayMark(problem, cats)}`}
                  title={problem === null ? undefined : problemText(problem)}
                  aria-disabled={past || undefined}
                  aria-current={date === today ? 'date' : undefined}
                  onMouseEnter={() => setHovered(date)}
                  onFocus={() => setFocused(date)}
                  onClick={() => {
                    setFocused(date);
                    if (!past) onPick(date);
                  }}
                  display="flex"
                  flexDirection="column"
                  alignItems="center"
                  justifyContent="center"
                  gap="0.5"
                  w="full"
                  h={DAY_HEIGHT}
                  borderRadius="l2"
                  fontSize="md"
                  transition="background 0.15s"
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brass.500', outlineOffset: '1px' }}
                  {...dayStyles({ past, end: isCheckIn || isCheckOut, between, today: date === today, problem: problem?.kind })}
                >
                  {Number(date.slice(8))}
                  {problem !== null && <Dot kind={problem.kind} />}
                </chakra.button>
              </td>
            );
          }}
        />
      </Box>
      <UnderMonth>
        <NightsLegend nights={nights} cats={cats} noted={notedProblem === null ? null : problemText(notedProblem)} />
      </UnderMonth>
    </CalendarPanel>
  );
}
