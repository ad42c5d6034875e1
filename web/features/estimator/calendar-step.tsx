import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { formatDay } from '../../../domain/dates.ts';
import { formatRand } from '../../../domain/money.ts';
import { MIN_NIGHTS } from '../../../domain/stay.ts';
import { nearestBookableStay, type StayDates } from '../../../domain/stay-calendar.ts';
import { NightPicker } from '../../components/night-picker.tsx';
import { type StayFit, StayFitNote } from '../../components/stay-fit.tsx';
import { notePricedStay } from '../../pwa/install-interest.ts';
import { estimateStay, chosenStay, isBookable, nightsOf } from './estimate.ts';
import { CAL_TEXTS, CalendarLayout, CatsSelect, StayCard, type StayFigures } from './frame.tsx';
import { ESTIMATOR_TEXTS, nightsText } from './texts.ts';

const MONTH_TITLE_ID = 'estimator-month';

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
  fit,
  onPick,
  onDates,
  onCats,
  onConfirm,
}: {
  today: string;
  dates: StayDates;
  cats: number;
  /** Dates with a full or closed night say which, and offer the nearest that fit, instead of going on. */
  fit: StayFit;
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
      calendar={<NightPicker titleId={MONTH_TITLE_ID} today={today} dates={dates} cats={cats} onPick={onPick} />}
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
                {fit.kind === 'refused' ? (
                  <StayFitNote fit={fit} dates={dates} onDates={onDates} />
                ) : (
                  <Button colorPalette="brand" size="lg" width="full" onClick={onConfirm}>
                    {ESTIMATOR_TEXTS.datesPerfect}
                  </Button>
                )}
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
