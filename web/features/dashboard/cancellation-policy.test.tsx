import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaymentStatus } from '../../../domain/booking-status.ts';
import { CANCELLATION_RULES } from '../../../domain/cancellation-policy.ts';
import { addDays, todayAtHotel } from '../../../domain/dates.ts';
import { system } from '../../theme.ts';
import { CancellationPolicy } from './reservations-tab.tsx';

function policyFor(checkInDate: string, paymentStatus: PaymentStatus = 'deposit_paid') {
  render(
    <ChakraProvider value={system}>
      <CancellationPolicy booking={{ checkInDate, checkOutDate: addDays(checkInDate, 4), paymentStatus }} />
    </ChakraProvider>,
  );
  return screen.queryAllByRole('listitem');
}

describe('the cancellation policy in the cancel confirmation', () => {
  it('lists the three rules and marks the early one for a stay weeks away', () => {
    const rules = policyFor(addDays(todayAtHotel(), 30));
    expect(rules.map((rule) => rule.textContent)).toEqual([
      `Applies to this stay${CANCELLATION_RULES[0]!.text}`,
      CANCELLATION_RULES[1]!.text,
      CANCELLATION_RULES[2]!.text,
    ]);
    expect(rules.map((rule) => rule.getAttribute('aria-current'))).toEqual(['true', null, null]);
  });

  it('marks the within-48-hours rule for a stay that starts tomorrow', () => {
    // Tomorrow at 11:00 AM is between 11 and 35 hours away, whatever the time now.
    const rules = policyFor(addDays(todayAtHotel(), 1));
    expect(rules.map((rule) => rule.getAttribute('aria-current'))).toEqual([null, 'true', null]);
  });

  it('marks the no-show rule once check-in has passed', () => {
    const rules = policyFor(addDays(todayAtHotel(), -1));
    expect(rules.map((rule) => rule.getAttribute('aria-current'))).toEqual([null, null, 'true']);
  });

  it('does not warn of a forfeited deposit when none was paid: cancelling costs nothing', () => {
    const rules = policyFor(addDays(todayAtHotel(), 1), 'pending');
    expect(rules).toEqual([]);
    expect(document.body.textContent).toContain('No deposit has been paid for this stay, so cancelling it costs you nothing.');
    expect(document.body.textContent).not.toContain('forfeited');
  });
});
