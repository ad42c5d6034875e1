import { Box, Stack, Text } from '@chakra-ui/react';
import type { BookingEventView } from '../../../../domain/contracts/desk-stays.ts';
import { bookingEventLabel } from '../../../../domain/booking-events.ts';
import { bookingStatusLabel } from '../../../../domain/booking-status.ts';
import { formatDay, isCalendarDate } from '../../../../domain/dates.ts';
import { momentAtHotel, rand } from '../desk-words.ts';
import { DeskSection } from '../../../components/desk-section.tsx';

/** "checkOutDate" as "Check out date": the server names what changed in its own field names. */
function detailLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The fields the server sends amounts in, as decimal text (D7): "total", "totalAmount", "depositAmount"... */
const MONEY_FIELD = /amount|total|price|deposit|balance|owed/i;

function detailValue(key: string, value: string | number | null): string {
  if (value === null) return 'none';
  const text = String(value);
  if (MONEY_FIELD.test(key)) return rand(text);
  return isCalendarDate(text) ? formatDay(text) : text;
}

/**
 * What a step changed, as the desk reads it: a field the server names twice, as it was
 * (`checkOutBefore`) and as it is (`checkOutAfter`), reads "Check out: 4 Dec 2026 → 6 Dec 2026".
 */
export function describeDetails(details: Readonly<Record<string, string | number | null>> | null): string[] {
  const entries = Object.entries(details ?? {});
  const lines: string[] = [];
  for (const [key, value] of entries) {
    if (key.endsWith('After') && `${key.slice(0, -5)}Before` in (details ?? {})) continue;
    if (key.endsWith('Before')) {
      const field = key.slice(0, -6);
      const after = details?.[`${field}After`];
      if (after !== undefined) {
        lines.push(`${detailLabel(field)}: ${detailValue(field, value)} → ${detailValue(field, after)}`);
        continue;
      }
    }
    lines.push(`${detailLabel(key)}: ${detailValue(key, value)}`);
  }
  return lines;
}

export function who(actor: BookingEventView['actor']): string {
  return actor === null ? 'by the system' : `by ${actor.name} (${actor.role})`;
}

/** Every step of the stay in order: who took it, when, what changed and why. */
export function StayHistory({ history }: { history: readonly BookingEventView[] }) {
  return (
    <DeskSection title="History">
      {history.length === 0 ? (
        <Text color="fg.muted">Nothing recorded yet.</Text>
      ) : (
        <Stack as="ol" listStyleType="none" gap="0">
          {history.map((event) => {
            const details = describeDetails(event.details);
            return (
              <Box as="li" key={event.id} borderStartWidth="2px" borderColor="brand.200" ps="4" pb="4" position="relative">
                {/* The dot on the line that ties the steps together. */}
                <Box position="absolute" insetStart="-7px" top="1.5" boxSize="3" borderRadius="full" bg="brand.500" aria-hidden />
                <Text fontSize="sm" color="fg.muted">
                  {momentAtHotel(event.at)}
                </Text>
                <Text fontWeight="semibold">
                  {bookingEventLabel(event.action)}{' '}
                  <Text as="span" fontWeight="normal" color="fg.muted">
                    {who(event.actor)}
                  </Text>
                </Text>
                {event.toStatus !== null && event.fromStatus !== event.toStatus && (
                  <Text fontSize="sm">
                    {event.fromStatus === null
                      ? bookingStatusLabel(event.toStatus)
                      : `${bookingStatusLabel(event.fromStatus)} → ${bookingStatusLabel(event.toStatus)}`}
                  </Text>
                )}
                {event.reason !== null && (
                  <Text fontSize="sm" whiteSpace="pre-line">
                    Reason: {event.reason}
                  </Text>
                )}
                {details.length > 0 && (
                  <Text fontSize="sm" color="fg.muted">
                    {details.join(' · ')}
                  </Text>
                )}
              </Box>
            );
          })}
        </Stack>
      )}
    </DeskSection>
  );
}
