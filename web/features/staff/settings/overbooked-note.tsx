import { Alert, Link, List } from '@chakra-ui/react';
import type { NightSettingsView } from '../../../../domain/contracts/desk-nights.ts';
import { formatDay } from '../../../../domain/dates.ts';
import { SiteLink } from '../../../components/site-link.tsx';
import { catsWord, placesWord } from '../desk-words.ts';

/**
 * Nights the new figure or closure leaves with more cats booked than places: those stays keep
 * their booking (the hotel speaks to the owners), so the manager must know which they are; each
 * night opens its page, where its stays and their owners are a tap away (issue 31).
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
                <Link asChild color="inherit" fontWeight="semibold" textDecoration="underline">
                  <SiteLink to={`/staff/nights/${night.night}`}>
                    {formatDay(night.night)}: {catsWord(night.booked)} booked, {placesWord(night.capacity)}
                  </SiteLink>
                </Link>
              </List.Item>
            ))}
          </List.Root>
          Those stays stay booked: speak to their owners (open a night to see its stays). New bookings for these nights are refused.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
