import { Box, Stack, Text } from '@chakra-ui/react';
import { hotelChangeLabel, type HotelChangeView } from '../../../../domain/hotel-changes.ts';
import { DeskSection } from '../../../components/desk-section.tsx';
import { describeDetails, who } from '../records/stay-history.tsx';
import { momentAtHotel } from '../desk-words.ts';

/** The order a person reads a change in; the database keeps a JSON object's keys in an order of its own. */
const READING_ORDER = ['firstNight', 'lastNight', 'places', 'reason', 'name', 'email', 'role', 'state', 'expiresAt'];
const rank = (key: string) => (READING_ORDER.includes(key) ? READING_ORDER.indexOf(key) : READING_ORDER.length);

function values(label: string, record: HotelChangeView['before']): string | null {
  if (record === null) return null;
  const ordered = Object.fromEntries(Object.entries(record).sort(([a], [b]) => rank(a) - rank(b)));
  return `${label}: ${describeDetails(ordered).join(' · ')}`;
}

/** The hotel's latest changes of the team, places, closures and rules: who, when, before and after, newest first. */
export function HotelChangesSection({ changes }: { changes: readonly HotelChangeView[] }) {
  return (
    <DeskSection
      title="Changes"
      lead="The latest changes to places, closed nights, the vaccination rules and the team: who made them, when, and what they were before."
    >
      {changes.length === 0 ? (
        <Text color="fg.muted">No changes recorded yet.</Text>
      ) : (
        <Stack as="ol" listStyleType="none" gap="3">
          {changes.map((change) => (
            <Box as="li" key={change.id} borderStartWidth="2px" borderColor="brand.200" ps="4">
              <Text fontSize="sm" color="fg.muted">
                {momentAtHotel(change.at)}
              </Text>
              <Text fontWeight="semibold">
                {hotelChangeLabel(change.action)}{' '}
                <Text as="span" fontWeight="normal" color="fg.muted">
                  {who(change.actor)}
                </Text>
              </Text>
              {[values('Before', change.before), values('After', change.after)].map(
                (line) =>
                  line !== null && (
                    <Text key={line.slice(0, 6)} fontSize="sm" overflowWrap="anywhere">
                      {line}
                    </Text>
                  ),
              )}
            </Box>
          ))}
        </Stack>
      )}
    </DeskSection>
  );
}
