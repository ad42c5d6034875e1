import { Box, Button, chakra, Stack, Text } from '@chakra-ui/react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { formatDay } from '../../../domain/dates.ts';
import { formatRand } from '../../../domain/money.ts';
import { MIN_NIGHTS } from '../../../domain/stay.ts';
import { isPastDay, longDay, monthOf, monthTitle, monthWeeks, moveDay, nearestBookableStay, shiftMonth, type StayDates } from '../../../domain/stay-calendar.ts';
import { notePricedStay } from '../../pwa/install-interest.ts';
import { estimateStay, chosenStay, isBookable, nightsOf } from './estimate.ts';
import { CAL_TEXTS, CalendarLayout, CalendarPanel, CatsSelect, DAY_HEIGHT, MonthHeader, MonthTable, StayCard, type StayFigures } from './frame.tsx';
import { ESTIMATOR_TEXTS, nightsText } from './texts.ts';

const MONTH_TITLE_ID = 'estimator-month';

interface DayLook {
  past: boolean;
  end: boolean;
  between: boolean;
  today: boolean;
}

function dayStyles({ past, end, between, today }: DayLook) {
  if (past) return { color: 'gray.400', cursor: 'not-allowed', textDecoration: 'line-through' };
  if (end) return { bg: 'brand.800', color: 'white', fontWeight: 'semibold', _hover: { bg: 'brand.700' } };
  return {
    bg: between ? 'brand.100' : 'transparent',
    color: 'brand.900',
    fontWeight: today ? 'bold' : 'normal',
    boxShadow: today ? 'inset 0 0 0 2px var(--chakra-colors-brass-400)' : undefined,
    _hover: { bg: between ? 'brand.200' : 'brand.50' },
  };
}

/** One month's calendar: click or Enter on a day picks it (domain/stay-calendar.ts), arrows move between days. */
function MonthCalendar({ today, dates, onPick }: { today: string; dates: StayDates; onPick: (date: string) => void }) {
  const [focused, setFocused] = useState(dates.checkIn ?? today);
  const [month, setMonth] = useState(monthOf(focused));
  const grid = useRef<HTMLDivElement>(null);
  const focusAfterRender = useRef(false);
  const firstMonth = monthOf(today);

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

  return (
    <CalendarPanel>
      <MonthHeader
        titleId={MONTH_TITLE_ID}
        title={monthTitle(month)}
        previousDisabled={month <= firstMonth}
        onPrevious={() => showMonth(shiftMonth(month, -1))}
        onNext={() => showMonth(shiftMonth(month, 1))}
      />
      <Box ref={grid} onKeyDown={onKeyDown}>
        <MonthTable
          grid
          weeks={monthWeeks(month)}
          labelledBy={MONTH_TITLE_ID}
          day={(date, key) => {
            // An empty cell keeps a day's height, so every month has six rows of the same size.
            if (date === null)
              return (
                <td key={key} role="gridcell">
                  <Box h={DAY_HEIGHT} />
                </td>
              );
            const past = isPastDay(date, today);
            const isCheckIn = date === dates.checkIn;
            const isCheckOut = date === dates.checkOut;
            const between = dates.checkIn !== null && dates.checkOut !== null && date > dates.checkIn && date < dates.checkOut;
            const mark = isCheckIn ? `, ${ESTIMATOR_TEXTS.checkInMark}` : isCheckOut ? `, ${ESTIMATOR_TEXTS.checkOutMark}` : '';
            return (
              <td key={key} role="gridcell" aria-selected={isCheckIn || isCheckOut || between}>
                <chakra.button
                  type="button"
                  data-date={date}
                  tabIndex={date === focused ? 0 : -1}
                  aria-label={`${longDay(date)}${mark}`}
                  aria-disabled={past || undefined}
                  aria-current={date === today ? 'date' : undefined}
                  onClick={() => {
                    setFocused(date);
                    if (!past) onPick(date);
                  }}
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                  w="full"
                  h={DAY_HEIGHT}
                  borderRadius="l2"
                  fontSize="md"
                  transition="background 0.15s"
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brass.500', outlineOffset: '1px' }}
                  {...dayStyles({ past, end: isCheckIn || isCheckOut, between, today: date === today })}
                >
                  {Number(date.slice(8))}
                </chakra.button>
              </td>
            );
          }}
        />
      </Box>
    </CalendarPanel>
  );
}

/**
 * A stay of 1 or 2 nights, or over 90, has no rate (spec point 5): the card says why and offers the
 * nearest stay the hotel takes from the same check-in, one click away. The calendar stays as it is.
 */
function StayLengthHint({ dates, onDates }: { dates: StayDates; onDates: (dates: StayDates) => void }) {
  const nearest = nearestBookableStay(dates);
  if (nearest === null) return null;
  const { stayLength } = ESTIMATOR_TEXTS;
  return (
    <Stack gap="3">
      <Text color="brand.900" fontWeight="medium" role="status">
        {nearest.nights === MIN_NIGHTS ? stayLength.tooShort : stayLength.tooLong}
      </Text>
      <Button variant="outline" colorPalette="brand" width="full" onClick={() => onDates(nearest)}>
        {stayLength.nearest(formatDay(nearest.checkOut), nightsText(nearest.nights))}
      </Button>
    </Stack>
  );
}

export function CalendarStep({
  today,
  dates,
  cats,
  onPick,
  onDates,
  onCats,
  onConfirm,
}: {
  today: string;
  dates: StayDates;
  cats: number;
  onPick: (date: string) => void;
  onDates: (dates: StayDates) => void;
  onCats: (cats: number) => void;
  onConfirm: () => void;
}) {
  const stay = chosenStay(dates, cats);
  const price = stay === null ? null : estimateStay(stay);
  const priced = price !== null && isBookable(price);
  // A priced stay is interest enough for the install banner to be offered (issue 18).
  useEffect(() => {
    if (priced) notePricedStay();
  }, [priced]);
  const figures: StayFigures = {
    checkIn: dates.checkIn === null ? undefined : formatDay(dates.checkIn),
    checkOut: dates.checkOut === null ? undefined : formatDay(dates.checkOut),
    nights: stay === null ? undefined : nightsText(nightsOf(stay)),
    // Outside 3 to 90 nights the rate is 0 and the stay type blank (spec point 5): shown as not set.
    stayType: price === null || price.stayTypeName === '' ? undefined : price.stayTypeName,
    rate: price === null || price.rateCents === 0 ? undefined : `${formatRand(price.rateCents)} per cat`,
  };
  return (
    <CalendarLayout
      calendar={<MonthCalendar today={today} dates={dates} onPick={onPick} />}
      card={
        <StayCard
          figures={figures}
          cats={<CatsSelect id="estimator-cats" value={cats} onChange={onCats} />}
          total={
            price === null ? (
              <Text color="fg.muted">{CAL_TEXTS.hint}</Text>
            ) : isBookable(price) ? (
              <>
                <Stack gap="0">
                  <Box display="flex" justifyContent="space-between" alignItems="baseline" gap="4">
                    <Text fontWeight="semibold" color="brand.800">
                      {ESTIMATOR_TEXTS.estimatedTotal}
                    </Text>
                    <Text fontFamily="heading" fontSize="3xl" lineHeight="1.1" color="brand.800" data-testid="estimated-total">
                      {formatRand(price.baseCents)}
                    </Text>
                  </Box>
                  <Text fontSize="sm" color="fg.muted">
                    {ESTIMATOR_TEXTS.baseOnly}
                  </Text>
                </Stack>
                <Button colorPalette="brand" size="lg" width="full" onClick={onConfirm}>
                  {ESTIMATOR_TEXTS.datesPerfect}
                </Button>
              </>
            ) : (
              <StayLengthHint dates={dates} onDates={onDates} />
            )
          }
        />
      }
    />
  );
}
