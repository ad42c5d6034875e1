import { Badge, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { DeskStay } from '../../../api/staff/views.ts';
import { StayCard } from './stay-card.tsx';

/** A titled group of stay cards (arrivals, departures, a night's guests), two abreast on a wide screen. */
export function StayList({ title, stays, empty, onChanged }: { title: string; stays: readonly DeskStay[]; empty: string; onChanged: () => void }) {
  const heading = useId();
  return (
    <Stack as="section" gap="3" aria-labelledby={heading}>
      <HStack gap="2">
        <Heading as="h2" id={heading} fontFamily="heading" fontWeight="normal" fontSize={{ base: 'xl', md: '2xl' }} color="brand.800">
          {title}
        </Heading>
        <Badge colorPalette="brand" variant="solid" borderRadius="full" size="md" aria-label={`${stays.length} ${stays.length === 1 ? 'stay' : 'stays'}`}>
          {stays.length}
        </Badge>
      </HStack>
      {stays.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
          {stays.map((stay) => (
            <StayCard key={stay.id} stay={stay} onChanged={onChanged} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
