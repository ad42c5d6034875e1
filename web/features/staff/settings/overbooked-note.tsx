import { Alert, List } from '@chakra-ui/react';
import type { NightSettingsView } from '../../../../api/staff/views.ts';
import { formatDay } from '../../../../domain/dates.ts';
import { catsWord } from './night-ranges.ts';

/**
 * Nights the new figure or closure leaves with more cats booked than places: those stays keep
 * their booking (the hotel speaks to the owners), so the manager must know which they are.
 */
export function OverbookedNote({ nights }: { nights: NonNullable<NightSettingsView['overbooked']> }) {
  if (nights.length === 0) return null;
  return (
    <Alert.Root status="warning" borderRadius="l2" alignItems="start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>Already booked beyond the places on these nights</Alert.Title>
        <Alert.Description>
          <List.Root ps="4">
            {nights.map((night) => (
              <List.Item key={night.night}>
                {formatDay(night.night)}: {catsWord(night.booked)} booked, {night.capacity} places
              </List.Item>
            ))}
          </List.Root>
          Those stays stay booked: speak to their owners. New bookings for these nights are refused.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
