// The cancellation policy's words (spec point 9), kept once: the Terms page lists them and the cancel
// confirmation shows them. No date library here, so the Terms page does not load one.

export const LATE_CANCELLATION_HOURS = 48;

export type CancellationRuleKey = 'early' | 'late' | 'no-show';

export interface CancellationRule {
  key: CancellationRuleKey;
  text: string;
}

export const CANCELLATION_RULES: readonly CancellationRule[] = [
  {
    key: 'early',
    text: `More than ${LATE_CANCELLATION_HOURS} hours before check-in: the deposit is forfeited, and a partial refund of any other amounts you have paid may be allowed.`,
  },
  {
    key: 'late',
    text: `Within ${LATE_CANCELLATION_HOURS} hours of check-in: the deposit is forfeited and extra fees may apply, because your cat’s place has been held and prepared.`,
  },
  {
    key: 'no-show',
    text: 'No-shows and early departures are non-refundable unless management approves otherwise.',
  },
];
