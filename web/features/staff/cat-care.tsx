import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { careLine } from '../../../domain/care-plan.ts';
import { catAgeWords } from '../../../domain/cat-age.ts';
import type { DeskCat } from '../../../domain/contracts/desk-stays.ts';
import { CatRecordsAtDesk } from './cat-records-at-desk.tsx';
import { momentAtHotel } from './desk-words.ts';

const GENDER: Record<string, string> = { male: 'Male', female: 'Female', unknown: 'Gender unknown' };

/** Breed, age, gender, weight and colour on one line: who the cat is at a glance. */
function catLine(cat: DeskCat): string {
  return [
    cat.breed,
    catAgeWords(cat.age, cat.ageMonths),
    cat.gender === null ? null : (GENDER[cat.gender] ?? cat.gender),
    cat.weight === null ? null : `${cat.weight} kg`,
    cat.color,
  ]
    .filter((part) => part !== null && part !== '')
    .join(' · ');
}

const written = (text: string | null): text is string => text !== null && text.trim() !== '';

type Tone = 'medical' | 'care' | 'plain' | 'missing';

const TONES: Record<Tone, { bg: string; border: string; label: string }> = {
  // A medical note is the one thing nobody may overlook: red, and always first.
  medical: { bg: 'red.50', border: 'red.600', label: 'red.800' },
  care: { bg: 'brass.50', border: 'brass.400', label: 'brass.800' },
  plain: { bg: 'bg.subtle', border: 'bg.muted', label: 'fg.muted' },
  missing: { bg: 'yellow.50', border: 'yellow.500', label: 'yellow.900' },
};

function CareNote({ label, tone, children }: { label: string; tone: Tone; children: ReactNode }) {
  const colours = TONES[tone];
  return (
    <Box bg={colours.bg} borderStartWidth="4px" borderColor={colours.border} borderRadius="l2" px="3" py="2">
      <Text fontSize="xs" fontWeight="bold" textTransform="uppercase" letterSpacing="wide" color={colours.label}>
        {label}
      </Text>
      <Text color="fg" whiteSpace="pre-line" wordBreak="break-word" fontWeight={tone === 'medical' ? 'semibold' : 'normal'}>
        {children}
      </Text>
    </Box>
  );
}

/**
 * One cat's care as the desk needs it: the medical note first and in red, then diet, special
 * needs and the vaccination records (which the desk checks against the book when `onChecked` is
 * given), and who to call in an emergency. What the owner left out is said, not hidden: no medical
 * note is a fact, and a missing vaccination record is a question to ask at the door.
 */
export function CatCare({
  cat,
  level = 4,
  onChecked,
  stayPlan = false,
}: {
  cat: DeskCat;
  level?: 3 | 4 | 5;
  onChecked?: (cat: DeskCat) => void;
  /** The stay under way has its own plan, shown beside (issue 33): the profile's would say two things. */
  stayPlan?: boolean;
}) {
  const line = catLine(cat);
  return (
    <Stack gap="2" as="section" aria-label={`${cat.name}’s care`}>
      <Box>
        <Heading as={`h${level}`} fontSize="lg" fontWeight="semibold" color="brand.800">
          {cat.name}
        </Heading>
        {line !== '' && (
          <Text fontSize="sm" color="fg.muted">
            {line}
          </Text>
        )}
      </Box>
      {written(cat.medicalInfo) ? (
        <CareNote label="Medical" tone="medical">
          {cat.medicalInfo}
        </CareNote>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          No medical notes.
        </Text>
      )}
      {(stayPlan ? [] : cat.carePlan).map((item) => (
        // Medicine in the medical tone: a dose missed is the one thing nobody may overlook.
        <CareNote
          key={item.id}
          label={item.kind === 'medication' ? `Medicine: ${item.name}` : `Meal: ${item.name}`}
          tone={item.kind === 'medication' ? 'medical' : 'care'}
        >
          {careLine(item)}
          {item.notes === null ? '' : `\n${item.notes}`}
        </CareNote>
      ))}
      {written(cat.dietaryRequirements) && (
        <CareNote label="Diet" tone="care">
          {cat.dietaryRequirements}
        </CareNote>
      )}
      {written(cat.specialNeeds) && (
        <CareNote label="Special needs" tone="care">
          {cat.specialNeeds}
        </CareNote>
      )}
      <CatRecordsAtDesk cat={cat} onChecked={onChecked} />
      {written(cat.emergencyContact) && (
        <CareNote label="Emergency contact" tone="plain">
          {cat.emergencyContact}
        </CareNote>
      )}
      {cat.careChangedBy !== null && cat.careChangedAt !== null && (
        <Text fontSize="sm" color="fg.muted">
          Care notes last changed at the desk by {cat.careChangedBy}, {momentAtHotel(cat.careChangedAt)}.
        </Text>
      )}
    </Stack>
  );
}
