import { Badge, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { DeskStay } from '../../../domain/contracts/desk-stays.ts';
import { catsWord } from './desk-words.ts';
import { StayCard } from './stay-card.tsx';

/**
 * A titled group of stay cards (arrivals, departures, a night's guests), two abreast on a wide
 * screen. The count beside the title is of cats, not bookings: the desk plans pens and bowls.
 */
export function StayList({
  title,
  stays,
  empty,
  onChanged,
  columns = { base: 1, lg: 2 },
}: {
  title: string;
  stays: readonly DeskStay[];
  empty: string;
  onChanged: () => void;
  /** Cards abreast: two on a wide screen, unless the list itself shares the width (Today). */
  columns?: number | { base: number; lg: number };
}) {
  const heading = useId();
  const cats = stays.reduce((sum, stay) => sum + stay.numberOfCats, 0);
  return (
    <Stack as="section" gap="3" aria-labelledby={heading}>
      <HStack gap="2">
        <Heading as="h2" id={heading} fontFamily="heading" fontWeight="normal" fontSize={{ base: 'xl', md: '2xl' }} color="brand.800">
          {title}
        </Heading>
        <Badge colorPalette="brand" variant="solid" borderRadius="full" size="md">
          {catsWord(cats)}
        </Badge>
      </HStack>
      {stays.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <SimpleGrid columns={columns} gap="4" alignItems="start">
          {stays.map((stay) => (
            <StayCard key={stay.id} stay={stay} onChanged={onChanged} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
