import { Box, Text } from '@chakra-ui/react';
import type { CalendarNight } from '../../../domain/contracts/desk-nights.ts';
import { catsWord, placesWord } from './desk-words.ts';

type NightPlaces = Pick<CalendarNight, 'booked' | 'capacity' | 'closed'>;

type Fill = 'open' | 'full' | 'over' | 'closed';

/** How a night's places stand: the calendar's squares and bars and their words all read this. */
export function fillOf({ booked, capacity, closed }: NightPlaces): Fill {
  if (closed !== null) return 'closed';
  if (booked > capacity) return 'over';
  return booked === capacity ? 'full' : 'open';
}

const FILL_COLOURS: Record<Fill, { bar: string; text: string }> = {
  open: { bar: 'brand.500', text: 'fg' },
  full: { bar: 'brass.500', text: 'brass.800' },
  // More cats than places: the desk must see it from across the room.
  over: { bar: 'red.600', text: 'red.800' },
  closed: { bar: 'gray.500', text: 'red.800' },
};

/** A night's places in words: what the bar shows, for everyone who does not read bars. */
export function placesWords(night: NightPlaces): string {
  const cats = catsWord(night.booked);
  switch (fillOf(night)) {
    case 'closed':
      return night.booked > 0 ? `Closed: ${night.closed} · ${cats} booked` : `Closed: ${night.closed}`;
    case 'over':
      return `${cats} for ${placesWord(night.capacity)}: over by ${night.booked - night.capacity}`;
    case 'full':
      return night.capacity === 0 ? 'No places this night' : `Full: ${night.booked} of ${placesWord(night.capacity)}`;
    case 'open':
      return `${night.booked} of ${placesWord(night.capacity)} taken`;
  }
}

export function placesColour(night: NightPlaces): string {
  return FILL_COLOURS[fillOf(night)].text;
}

/** Cats booked against places as a bar; the words beside it say the same. */
export function PlacesBar({ night, height = '2.5' }: { night: NightPlaces; height?: string }) {
  const share = night.capacity === 0 ? (night.booked > 0 ? 1 : 0) : Math.min(1, night.booked / night.capacity);
  return (
    <Box aria-hidden="true" bg="bg.muted" borderRadius="full" h={height} overflow="hidden" w="full">
      <Box bg={FILL_COLOURS[fillOf(night)].bar} h="full" w={`${share * 100}%`} borderRadius="full" />
    </Box>
  );
}

/** Tonight or one night's count, as Today and a night's page show it at the top. */
export function PlacesSummary({ night, label }: { night: NightPlaces; label: string }) {
  return (
    <Box bg="white" borderWidth="1px" borderColor="bg.muted" borderRadius="l3" px="4" py="3" maxW={{ md: 'xl' }}>
      <Text fontSize="xs" fontWeight="bold" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
        {label}
      </Text>
      <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="semibold" color={placesColour(night)} mb="2">
        {placesWords(night)}
      </Text>
      <PlacesBar night={night} height="3" />
    </Box>
  );
}
