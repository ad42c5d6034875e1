// Whether the chosen dates fit the hotel's nights for the cats, read from the nights around the stay
// (GET /api/availability/nights): when they do not, the nights at fault by name ("Sun 20 Dec is full")
// and the nearest stays of the same length that fit, earlier and later, one click away (issue 31).
import { Button, Stack, Text } from '@chakra-ui/react';
import { addDays, formatDay, nightsBetween } from '../../domain/dates.ts';
import { nearestFittingStays, type NearestStays, type NightProblem, problemsText, stayProblems } from '../../domain/night-availability.ts';
import type { StayDates } from '../../domain/stay-calendar.ts';
import { MAX_NIGHTS } from '../../domain/stay.ts';
import { useHotelNights } from './hotel-nights.ts';

/** How far either side of the stay the nearest dates are looked for. */
const SEARCH_DAYS = 31;

export type StayFit =
  /** Dates not both chosen, or a length the hotel does not take (said elsewhere). */
  | { kind: 'unasked' }
  | { kind: 'checking' }
  | { kind: 'offline' }
  | { kind: 'unknown' }
  | { kind: 'fits' }
  | { kind: 'refused'; problems: NightProblem[]; nearest: NearestStays };

function searchRange(today: string, dates: StayDates) {
  const { checkIn, checkOut } = dates;
  if (checkIn === null || checkOut === null) return null;
  const nights = nightsBetween(checkIn, checkOut);
  if (nights < 1 || nights > MAX_NIGHTS) return null;
  const before = addDays(checkIn, -SEARCH_DAYS);
  return { from: before < today ? today : before, to: addDays(checkOut, SEARCH_DAYS) };
}

export function useStayFit(today: string, dates: StayDates, cats: number): StayFit {
  const range = searchRange(today, dates);
  const nights = useHotelNights(range);
  if (range === null || dates.checkIn === null || dates.checkOut === null) return { kind: 'unasked' };
  if (nights.kind !== 'known') return nights;
  const stay = { checkIn: dates.checkIn, checkOut: dates.checkOut };
  const problems = stayProblems(nights.nights, stay, cats);
  if (problems === undefined) return { kind: 'unknown' };
  return problems.length === 0 ? { kind: 'fits' } : { kind: 'refused', problems, nearest: nearestFittingStays(nights.nights, stay, cats, today) };
}

export const STAY_FIT_TEXTS = {
  problems: (problems: readonly NightProblem[]) => `${problemsText(problems)}.`,
  nearest: 'The nearest dates that fit:',
  earlier: (dates: string) => `Earlier: ${dates}`,
  later: (dates: string) => `Later: ${dates}`,
  none: (nights: number) =>
    `No stay of ${nights === 1 ? '1 night' : `${nights} nights`} fits within a month of these dates. Please choose other dates.`,
} as const;

const datesText = (stay: { checkIn: string; checkOut: string }) => `${formatDay(stay.checkIn)} – ${formatDay(stay.checkOut)}`;

/** The nearest stays that fit, as buttons; or that none does near these dates. */
export function NearestDates({ nearest, nights, onDates }: { nearest: NearestStays; nights: number; onDates: (dates: StayDates) => void }) {
  const offers = [
    nearest.earlier === null ? null : { stay: nearest.earlier, label: STAY_FIT_TEXTS.earlier(datesText(nearest.earlier)) },
    nearest.later === null ? null : { stay: nearest.later, label: STAY_FIT_TEXTS.later(datesText(nearest.later)) },
  ].filter((offer) => offer !== null);
  if (offers.length === 0) return <Text color="fg.muted">{STAY_FIT_TEXTS.none(nights)}</Text>;
  return (
    <Stack gap="2">
      <Text fontWeight="medium" color="brand.900">
        {STAY_FIT_TEXTS.nearest}
      </Text>
      {offers.map((offer) => (
        <Button
          key={offer.label}
          variant="outline"
          colorPalette="brand"
          width="full"
          whiteSpace="normal"
          h="auto"
          minH="10"
          py="2"
          onClick={() => onDates(offer.stay)}
        >
          {offer.label}
        </Button>
      ))}
    </Stack>
  );
}

/** The nights at fault and the nearest dates that fit; nothing when the dates fit or are not known. */
export function StayFitNote({ fit, dates, onDates }: { fit: StayFit; dates: StayDates; onDates: (dates: StayDates) => void }) {
  if (fit.kind !== 'refused' || dates.checkIn === null || dates.checkOut === null) return null;
  return (
    <Stack gap="3">
      <Text role="status" color="red.700" fontWeight="medium">
        {STAY_FIT_TEXTS.problems(fit.problems)}
      </Text>
      <NearestDates nearest={fit.nearest} nights={nightsBetween(dates.checkIn, dates.checkOut)} onDates={onDates} />
    </Stack>
  );
}
