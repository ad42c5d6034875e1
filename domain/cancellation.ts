// Which cancellation rule applies, by how far check-in is (spec point 9); the rules' words are in
// cancellation-policy.ts.
import { type CancellationRule, type CancellationRuleKey, CANCELLATION_RULES, LATE_CANCELLATION_HOURS } from './cancellation-policy.ts';
import { atHotelHour } from './dates.ts';

/** Check-in is at 11:00 AM at the hotel (CHECK_IN_TIME); the 48 hours count back from then. */
const CHECK_IN_HOUR = 11;

/** Hours from `now` until check-in (11:00 AM at the hotel on `checkInDate`); negative once it has passed. */
export function hoursUntilCheckIn(checkInDate: string, now: Date): number {
  return (atHotelHour(checkInDate, CHECK_IN_HOUR).getTime() - now.getTime()) / 3_600_000;
}

/**
 * The rule a cancellation made at `now` falls under. Exactly 48 hours is already "within 48 hours":
 * the early rule needs more than that. Once check-in time has passed, the stay is a no-show (or,
 * if the cat arrived, an early departure).
 */
export function cancellationRuleFor(checkInDate: string, now: Date): CancellationRule {
  const hours = hoursUntilCheckIn(checkInDate, now);
  const key: CancellationRuleKey = hours > LATE_CANCELLATION_HOURS ? 'early' : hours > 0 ? 'late' : 'no-show';
  return CANCELLATION_RULES.find((rule) => rule.key === key)!;
}
