// The estimator's outer layout, shared by the light placeholder the home page ships and the
// estimator loaded later, so the swap from one to the other moves nothing on the page.
import { Box, chakra, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import { MAX_CATS, MIN_CATS } from '../../../domain/stay.ts';

const CAT_COUNTS = Array.from({ length: MAX_CATS - MIN_CATS + 1 }, (_, index) => MIN_CATS + index);

export const ESTIMATOR_HEADING_ID = 'estimator-heading';

/** The line under the side card's figures: a hint, or the total and the button. Fixed, so picking dates moves nothing. */
export const TOTAL_AREA_HEIGHT = '10rem';

export function EstimatorFrame({
  step,
  title,
  children,
  headingRef,
}: {
  step: number;
  title: string;
  children: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <Box
      as="section"
      aria-labelledby={ESTIMATOR_HEADING_ID}
      bg="white"
      borderRadius="l3"
      borderWidth="1px"
      borderColor="bg.muted"
      borderTopWidth="4px"
      borderTopColor="brass.400"
      shadow="sm"
      p={{ base: '4', md: '8' }}
    >
      <Stack gap="1" mb={{ base: '5', md: '6' }}>
        <Text textTransform="uppercase" letterSpacing="widest" fontSize="xs" color="brass.700" fontWeight="semibold">
          Price your stay · Step {step} of 3
        </Text>
        <Heading
          as="h3"
          id={ESTIMATOR_HEADING_ID}
          ref={headingRef}
          tabIndex={-1}
          fontSize={{ base: 'xl', md: '2xl' }}
          fontWeight="normal"
          color="brand.800"
          _focusVisible={{ outline: 'none' }}
        >
          {title}
        </Heading>
      </Stack>
      {children}
    </Box>
  );
}

/** The calendar beside the side card from 992 px, above it on narrower screens. */
export function CalendarLayout({ calendar, card }: { calendar: ReactNode; card: ReactNode }) {
  return (
    <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap={{ base: '5', lg: '8' }} alignItems="start">
      {calendar}
      {card}
    </Grid>
  );
}

export function SideCard({ children }: { children: ReactNode }) {
  return (
    <Stack gap="4" bg="brand.50" borderRadius="l3" p={{ base: '4', md: '6' }}>
      {children}
    </Stack>
  );
}

/** A label and its figure on one line of a description list. */
export function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box display="flex" justifyContent="space-between" alignItems="baseline" gap="4" minH="6">
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="semibold" color="brand.800" textAlign="end">
        {children}
      </Text>
    </Box>
  );
}

export const NOT_CHOSEN = '—';

export const CAL_TEXTS = {
  calendarTitle: 'Choose your dates',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  nights: 'Duration',
  stayType: 'Stay type',
  rate: 'Rate per night',
  cats: 'Number of cats',
  ratesNote: 'Rates are per cat, per night, for stays of 3 to 90 nights.',
  hint: 'Tap your check-in day, then your check-out day.',
} as const;

/** The cats selector (1 to 5): a native select, so a phone shows its own picker. */
export function CatsSelect({
  id,
  value,
  onChange,
  disabled = false,
}: {
  id: string;
  value: number;
  onChange?: (cats: number) => void;
  disabled?: boolean;
}) {
  return (
    <Box display="flex" justifyContent="space-between" alignItems="center" gap="4">
      <chakra.label htmlFor={id} color="fg.muted">
        {CAL_TEXTS.cats}
      </chakra.label>
      <chakra.select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange?.(Number(event.currentTarget.value))}
        h="10"
        minW="28"
        px="3"
        borderRadius="l2"
        borderWidth="1px"
        borderColor="brand.300"
        bg="white"
        color="brand.800"
        fontWeight="semibold"
        cursor={disabled ? 'default' : 'pointer'}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brass.500', outlineOffset: '2px' }}
      >
        {CAT_COUNTS.map((cats) => (
          <option key={cats} value={cats}>
            {cats === 1 ? '1 cat' : `${cats} cats`}
          </option>
        ))}
      </chakra.select>
    </Box>
  );
}

export interface StayFigures {
  checkIn?: string;
  checkOut?: string;
  nights?: string;
  stayType?: string;
  rate?: string;
}

/** The side card: the stay's figures, the cats selector, the rates note, then the total area. */
export function StayCard({ figures, cats, total }: { figures: StayFigures; cats: ReactNode; total: ReactNode }) {
  return (
    <SideCard>
      <Stack as="dl" gap="2">
        <Figure label={CAL_TEXTS.checkIn}>{figures.checkIn ?? NOT_CHOSEN}</Figure>
        <Figure label={CAL_TEXTS.checkOut}>{figures.checkOut ?? NOT_CHOSEN}</Figure>
        <Figure label={CAL_TEXTS.nights}>{figures.nights ?? NOT_CHOSEN}</Figure>
        <Figure label={CAL_TEXTS.stayType}>{figures.stayType ?? NOT_CHOSEN}</Figure>
        <Figure label={CAL_TEXTS.rate}>{figures.rate ?? NOT_CHOSEN}</Figure>
      </Stack>
      {cats}
      <Text fontSize="sm" color="fg.muted">
        {CAL_TEXTS.ratesNote}
      </Text>
      <Stack gap="3" minH={TOTAL_AREA_HEIGHT} justify="center" borderTopWidth="1px" borderColor="brand.100" pt="4">
        {total}
      </Stack>
    </SideCard>
  );
}
