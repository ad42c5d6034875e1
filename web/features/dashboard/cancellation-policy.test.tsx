import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CANCELLATION_RULES } from '../../../domain/cancellation-policy.ts';
import { addDays, todayAtHotel } from '../../../domain/dates.ts';
import { system } from '../../theme.ts';
import { CancellationPolicy } from './reservations-tab.tsx';

function policyFor(checkInDate: string) {
  render(
    <ChakraProvider value={system}>
      <CancellationPolicy booking={{ checkInDate, checkOutDate: addDays(checkInDate, 4) }} />
    </ChakraProvider>,
  );
  return screen.getAllByRole('listitem');
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
});
