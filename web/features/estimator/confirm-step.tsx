import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { problemsText } from '../../../domain/night-availability.ts';
import type { StayPrice } from '../../../domain/pricing.ts';
import type { StayDates } from '../../../domain/stay-calendar.ts';
import { NearestDates, type StayFit } from '../../components/stay-fit.tsx';
import type { Availability } from './availability.ts';
import { type ChosenStay, nightsOf } from './estimate.ts';
import { StaySummary } from './stay-summary.tsx';
import { ESTIMATOR_TEXTS } from './texts.ts';

const TEXTS = ESTIMATOR_TEXTS.confirm;

export type AvailabilityState = Availability | { kind: 'checking' };
export const CHECKING: AvailabilityState = { kind: 'checking' };

export function confirmTitle(answer: AvailabilityState): string {
  return TEXTS[answer.kind].title;
}

function confirmLine(answer: AvailabilityState, cats: number): string {
  switch (answer.kind) {
    case 'closed':
      return TEXTS.closed.line(problemsText(answer.problems));
    case 'full':
      return TEXTS.full.line(problemsText(answer.problems), cats);
    case 'available':
      return TEXTS.available.line(cats);
    default:
      return TEXTS[answer.kind].line;
  }
}

/**
 * The stay's summary under the server's answer: room, full, closed, or (offline, or no answer) a
 * plain word that the booking's own send confirms it. Full or closed dates cannot go on; everything
 * else can.
 */
export function ConfirmStep({
  stay,
  price,
  answer,
  fit,
  busy,
  onServices,
  onContinue,
  onChangeDates,
  onDates,
}: {
  stay: ChosenStay;
  price: StayPrice;
  answer: AvailabilityState;
  /** The nights around the stay: the nearest dates that fit, when these do not. */
  fit: StayFit;
  onDates: (dates: StayDates) => void;
  busy: boolean;
  onServices: () => void;
  onContinue: () => void;
  onChangeDates: () => void;
}) {
  const refused = answer.kind === 'full' || answer.kind === 'closed';
  const checking = answer.kind === 'checking';
  return (
    <Stack gap="5">
      <Text role="status" fontSize="lg" color={refused ? 'red.700' : 'fg'}>
        {confirmLine(answer, stay.cats)}
      </Text>
      <StaySummary stay={stay} price={price} />
      {refused && fit.kind === 'refused' && (
        <Box maxW="md">
          <NearestDates nearest={fit.nearest} nights={nightsOf(stay)} onDates={onDates} />
        </Box>
      )}
      {refused ? (
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button colorPalette="brand" size="lg" onClick={onChangeDates}>
            {TEXTS.otherDates}
          </Button>
        </Stack>
      ) : (
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" wrap="wrap">
          <Button colorPalette="brand" size="lg" onClick={onServices} disabled={checking || busy}>
            {TEXTS.viewServices}
          </Button>
          <Button
            colorPalette="brand"
            variant="outline"
            size="lg"
            onClick={onContinue}
            disabled={checking}
            loading={busy}
            loadingText={ESTIMATOR_TEXTS.saving}
          >
            {TEXTS.withoutServices}
          </Button>
          <Button colorPalette="brand" variant="ghost" size="lg" onClick={onChangeDates} disabled={busy}>
            {TEXTS.changeDates}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
