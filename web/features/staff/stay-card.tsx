import { Badge, Box, Card, Flex, Heading, Link, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import type { BookingDetailView, DeskStay } from '../../../domain/contracts/desk-stays.ts';
import { awaitsArrival, owesDeposit, takesPlaces } from '../../../domain/booking-status.ts';
import { lacksMedicationService, MEDICATION_NOT_BOOKED } from '../../../domain/care-plan.ts';
import { kilogramWords, weightChangeWords } from '../../../domain/cat-weight.ts';
import { HoldLine } from '../../components/hold-line.tsx';
import { SiteLink } from '../../components/site-link.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { catsLine, isNothing, nightsWord, ownerName, rand, stayDays } from './desk-words.ts';
import { CatCare } from './cat-care.tsx';
import { ContactButtons } from './contact-links.tsx';
import { DeskActions } from './desk-actions.tsx';
import { StayCarePlan } from './stay-care-plan.tsx';
import { staffRead } from './staff-api.ts';

export interface StayCardProps {
  stay: DeskStay;
  /** The stay as the server now has it, after a desk action (or a refused one, reloaded). */
  onChanged: (detail: BookingDetailView) => void;
  /** The stay's heading level; its cats' are one below. */
  level?: 2 | 3;
  /** Off on the booking's own page, where the link would lead back to itself. */
  linkToBooking?: boolean;
}

/** Whom to call about the cats: the owner, or the contact typed on the reservation form. */
function OwnerContact({ stay }: { stay: DeskStay }) {
  const phone = stay.owner.phone ?? stay.contact?.phone ?? null;
  const name = ownerName(stay.owner);
  return (
    <Flex justify="space-between" align="center" gap="3" wrap="wrap">
      <Box minW="0">
        <Text fontSize="xs" fontWeight="bold" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
          Owner
        </Text>
        <Text fontWeight="semibold">{name}</Text>
        <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
          {phone ?? stay.owner.email}
        </Text>
      </Box>
      <ContactButtons name={name} phone={phone} email={stay.owner.email} />
    </Flex>
  );
}

/** Each cat on the desk's scale, in and out, and what the stay did to its weight (issue 33). */
function Weights({ stay }: { stay: DeskStay }) {
  const lines = stay.weights.flatMap(({ catId, inGrams, outGrams }) => {
    if (inGrams === null && outGrams === null) return [];
    const name = stay.cats.find((cat) => cat.id === catId)?.name ?? 'A cat';
    const weighed = [inGrams === null ? null : `${kilogramWords(inGrams)} in`, outGrams === null ? null : `${kilogramWords(outGrams)} out`];
    const change = inGrams !== null && outGrams !== null ? ` (${weightChangeWords(inGrams, outGrams)})` : '';
    return [`${name}: ${weighed.filter((part) => part !== null).join(', ')}${change}`];
  });
  if (lines.length === 0) return null;
  return (
    <Box>
      <Text fontSize="xs" fontWeight="bold" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
        On the scale
      </Text>
      {lines.map((line) => (
        <Text key={line} fontSize="sm">
          {line}
        </Text>
      ))}
    </Box>
  );
}

/** The stay's cats take medicine, and the stay has not booked the hotel to give it (issue 33). */
function medicationNotBooked(stay: DeskStay): boolean {
  return lacksMedicationService(
    stay.cats.flatMap((cat) => cat.carePlan),
    { checkIn: stay.checkInDate, checkOut: stay.checkOutDate, extraServiceIds: stay.services.map((service) => service.id) },
  );
}

/** What keeps the cats from the house's vaccination rules: check-in waits for it, or for a manager's reason (issue 33). */
function RecordProblems({ problems }: { problems: readonly string[] }) {
  return (
    <Box bg="yellow.50" borderStartWidth="4px" borderColor="yellow.500" borderRadius="l2" px="3" py="2" role="note" aria-label="Vaccination records">
      <Text fontSize="xs" fontWeight="bold" textTransform="uppercase" letterSpacing="wide" color="yellow.900">
        Vaccination records not in order
      </Text>
      <Stack as="ul" gap="0.5" ps="4" mt="1" listStyleType="disc">
        {problems.map((problem) => (
          <Text as="li" key={problem}>
            {problem}
          </Text>
        ))}
      </Stack>
      <Text fontSize="sm" color="fg.muted" mt="1">
        Check-in waits for them; a manager may check in anyway, with a reason.
      </Text>
    </Box>
  );
}

/** What is still to pay: the one figure the desk acts on, with how it was reached. */
function StillOwed({ stay }: { stay: DeskStay }) {
  // A stay that no longer holds places is not chased for its total.
  if (!takesPlaces(stay.status)) {
    return (
      <Text fontSize="sm" color="fg.muted">
        Total {rand(stay.totalAmount)}
      </Text>
    );
  }
  if (isNothing(stay.owedAmount)) {
    return (
      <Text fontWeight="semibold" color="green.800">
        Paid in full · {rand(stay.totalAmount)}
      </Text>
    );
  }
  return (
    <Box bg="brass.50" borderRadius="l2" px="3" py="2">
      <Text fontWeight="semibold" color="brass.800">
        Still owed {rand(stay.owedAmount)}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        Total {rand(stay.totalAmount)} · {rand(stay.depositAmount)} deposit {owesDeposit(stay.paymentStatus) ? 'not paid yet' : 'paid'}
      </Text>
      <HoldLine booking={stay} lapsed="Hold lapsed: its places count as free until the deposit is paid" />
    </Box>
  );
}

/**
 * One stay at the desk (issue 14): the cats and everything about their care, the owner a tap away,
 * the services booked, the special requests, what is still owed, and the actions the desk may take
 * today. Used on Today, on a night's list and on the booking's own page.
 */
export function StayCard({ stay, onChanged, level = 3, linkToBooking = true }: StayCardProps) {
  const unnamed = stay.numberOfCats - stay.cats.length;
  const catLevel = (level + 1) as 3 | 4;
  // A record checked against the book: the stay as the server now has it (kept as it was when that read fails).
  const reload = async () => onChanged(await staffRead<BookingDetailView>(`/api/staff/bookings/${encodeURIComponent(stay.id)}`));
  return (
    <Card.Root as="article" bg="white" borderColor="bg.muted" borderRadius="l3" aria-label={`${catsLine(stay)}, ${stayDays(stay)}`}>
      <Card.Body gap="4" p={{ base: '4', md: '5' }}>
        <Flex justify="space-between" gap="3" align="start" wrap="wrap">
          <Stack gap="0.5" minW="0">
            <Heading as={`h${level}`} fontFamily="heading" fontWeight="normal" fontSize={{ base: 'xl', md: '2xl' }} color="brand.800">
              {catsLine(stay)}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {stayDays(stay)} · {nightsWord(stay.nights)}
              {stay.stayTypeName !== '' && ` · ${stay.stayTypeName}`}
            </Text>
          </Stack>
          <StatusBadge status={stay.status} cancelledBy={stay.cancelledBy} />
        </Flex>

        {stay.cancelledBy === 'hotel' && stay.cancelReason !== null && (
          <Box bg="red.50" borderRadius="l2" px="3" py="2">
            <Text fontSize="sm" fontWeight="semibold" color="red.800">
              Cancelled by the hotel
            </Text>
            <Text fontSize="sm" color="red.800" whiteSpace="pre-line">
              {stay.cancelReason}
            </Text>
          </Box>
        )}

        {stay.recordProblems.length > 0 && <RecordProblems problems={stay.recordProblems} />}
        {awaitsArrival(stay.status) && medicationNotBooked(stay) && (
          <Text fontSize="sm" color="red.800" bg="red.50" borderRadius="l2" px="3" py="2" role="note" aria-label="Medication">
            {MEDICATION_NOT_BOOKED} Add it when you check the plan with the owner.
          </Text>
        )}

        <SimpleGrid columns={{ base: 1, md: stay.cats.length > 1 ? 2 : 1 }} gap="4">
          {stay.cats.map((cat) => (
            <Stack key={cat.id} gap="3">
              <CatCare cat={cat} level={catLevel} onChecked={() => void reload().catch(() => undefined)} stayPlan={stay.status === 'checked_in'} />
              {stay.status === 'checked_in' && <StayCarePlan stay={stay} cat={cat} onChanged={onChanged} />}
            </Stack>
          ))}
        </SimpleGrid>
        <Weights stay={stay} />
        {unnamed > 0 && (
          <Text fontSize="sm" color="yellow.900" bg="yellow.50" borderRadius="l2" px="3" py="2">
            {stay.numberOfCats} cats booked, {unnamed} without a profile: ask the owner for {unnamed === 1 ? 'its' : 'their'} care notes.
          </Text>
        )}

        {stay.services.length > 0 && (
          <Box>
            <Text fontSize="xs" fontWeight="bold" textTransform="uppercase" letterSpacing="wide" color="fg.muted" mb="1">
              Services booked
            </Text>
            <Wrap gap="2">
              {stay.services.map((service) => (
                <Badge key={service.id} colorPalette="brand" variant="subtle" size="lg" color="brand.800">
                  {service.name}
                </Badge>
              ))}
            </Wrap>
          </Box>
        )}

        {stay.transportAddress !== null && (
          <Box bg="bg.subtle" borderRadius="l2" px="3" py="2">
            <Text fontSize="xs" fontWeight="bold" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
              Transport pick-up and delivery
            </Text>
            <Text whiteSpace="pre-line" wordBreak="break-word">
              {stay.transportAddress}
            </Text>
          </Box>
        )}

        {stay.specialRequests !== null && stay.specialRequests.trim() !== '' && (
          <Box bg="bg.subtle" borderRadius="l2" px="3" py="2">
            <Text fontSize="xs" fontWeight="bold" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
              Special requests
            </Text>
            <Text whiteSpace="pre-line" wordBreak="break-word">
              {stay.specialRequests}
            </Text>
          </Box>
        )}

        <OwnerContact stay={stay} />
        <StillOwed stay={stay} />
        <DeskActions stay={stay} onChanged={onChanged} />

        {linkToBooking && (
          <Link asChild color="brand.700" fontWeight="semibold" alignSelf="start" fontSize="sm">
            <SiteLink to={`/staff/bookings/${stay.id}`}>Booking details, payments and history →</SiteLink>
          </Link>
        )}
      </Card.Body>
    </Card.Root>
  );
}
