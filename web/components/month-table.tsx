// A month of the hotel's calendar: the header with its paging buttons and the Sunday-first table
// (DESIGN D8). The night picker draws its days in it, and the home page's light placeholder of the
// estimator draws empty ones, so the swap from one to the other moves nothing on the page.
import { Box, chakra, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { WEEKDAYS } from '../../domain/calendar-date.ts';

// Sunday first (DESIGN D8), as domain/stay-calendar.ts lays out the weeks; "Su" over the column.
const WEEKDAY_HEADS = WEEKDAYS.map((long) => ({ short: long.slice(0, 2), long }));

/** One day's cell: a 44 px target from 768 px up, 40 px on a phone (seven fit in 320 px). */
export const DAY_HEIGHT = { base: '10', md: '11' } as const;
function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

// A plain button rather than Chakra's IconButton: the home page's first load carries this (the
// placeholder), and every kilobyte there counts against its 170 kB budget.
function MonthButton({ label, onClick, disabled, children }: { label: string; onClick?: () => void; disabled: boolean; children: ReactNode }) {
  return (
    <chakra.button
      type="button"
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      boxSize="10"
      borderRadius="l2"
      color="brand.800"
      _hover={{ bg: 'brand.50' }}
      _disabled={{ opacity: 0.4, cursor: 'not-allowed', bg: 'transparent' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brass.500', outlineOffset: '2px' }}
    >
      {children}
    </chakra.button>
  );
}

export function MonthHeader({
  titleId,
  title,
  onPrevious,
  onNext,
  previousDisabled = false,
  nextDisabled = false,
}: {
  titleId: string;
  title: string;
  onPrevious?: () => void;
  onNext?: () => void;
  previousDisabled?: boolean;
  nextDisabled?: boolean;
}) {
  return (
    <Box display="flex" alignItems="center" justifyContent="space-between" mb="3">
      <MonthButton label="Previous month" onClick={onPrevious} disabled={previousDisabled}>
        <Chevron direction="left" />
      </MonthButton>
      <Text id={titleId} aria-live="polite" fontFamily="heading" fontSize="xl" color="brand.800" minW="0">
        {title}
      </Text>
      <MonthButton label="Next month" onClick={onNext} disabled={nextDisabled}>
        <Chevron direction="right" />
      </MonthButton>
    </Box>
  );
}

/** The month as a table: a weekday header (Sunday first, D8) and six weeks, each cell drawn by `day`. */
export function MonthTable({
  weeks,
  labelledBy,
  grid = false,
  day,
}: {
  weeks: readonly (readonly (string | null)[])[];
  labelledBy: string;
  /** The interactive calendar is an ARIA grid (arrow keys); the placeholder is a plain table. */
  grid?: boolean;
  day: (date: string | null, key: string) => ReactNode;
}) {
  return (
    <chakra.table
      role={grid ? 'grid' : undefined}
      aria-labelledby={labelledBy}
      width="full"
      tableLayout="fixed"
      borderCollapse="separate"
      borderSpacing="0 2px"
    >
      <thead>
        <tr>
          {WEEKDAY_HEADS.map((weekday) => (
            <chakra.th
              key={weekday.short}
              scope="col"
              abbr={weekday.long}
              fontSize="xs"
              fontWeight="semibold"
              color="fg.muted"
              textTransform="uppercase"
              letterSpacing="wider"
              pb="2"
            >
              {weekday.short}
            </chakra.th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, row) => (
          <tr key={row}>{week.map((date, column) => day(date, date ?? `${row}-${column}`))}</tr>
        ))}
      </tbody>
    </chakra.table>
  );
}

export function CalendarPanel({ children }: { children: ReactNode }) {
  return <Box minW="0">{children}</Box>;
}

/**
 * Under the month: the marks' legend or why there are none. Its height is kept whatever it says, and
 * the home page's placeholder keeps it too, so the calendar does not move when the nights arrive.
 */
export function UnderMonth({ children }: { children?: ReactNode }) {
  return (
    <Box mt="2" minH="16">
      {children}
    </Box>
  );
}
