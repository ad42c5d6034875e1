import { Badge, Box, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { DeskCat } from '../../../domain/contracts/desk-stays.ts';
import { formatDay } from '../../../domain/dates.ts';
import { vaccineTitle } from '../../../domain/vaccinations.ts';
import { notify } from '../../components/toaster.tsx';
import { momentAtHotel } from './desk-words.ts';
import { DESK_NEEDS_CONNECTION, staffChange } from './staff-api.ts';

// A cat's vaccinations and spay or neuter proof as the desk holds them against the paper at
// check-in (issue 33): each record with its photo, whether someone at the desk checked it, and a
// tap to say it matches the book. The owner's records, never changed here: a wrong one is the
// owner's to correct, or a manager's reason to check the cat in anyway.

type Proof = DeskCat['spayNeuter']['proof'];

function ProofLink({ proof, what }: { proof: Proof; what: string }) {
  if (proof === null) return null;
  return (
    <Link href={`/api/staff/proofs/${proof.id}`} target="_blank" rel="noopener" fontSize="sm" color="brand.700">
      {proof.contentType === 'application/pdf' ? 'PDF' : 'Photo'} of {what}
    </Link>
  );
}

/** Who checked it and when, or the tap that says it matches the paper. */
function Check({
  checkedBy,
  checkedAt,
  label,
  path,
  onChecked,
}: {
  checkedBy: string | null;
  checkedAt: string | null;
  label: string;
  path: string;
  onChecked: ((cat: DeskCat) => void) | undefined;
}) {
  const [sending, setSending] = useState(false);
  if (checkedAt !== null) {
    return (
      <Text fontSize="sm" color="green.800">
        Checked by {checkedBy ?? 'the hotel'}, {momentAtHotel(checkedAt)}
      </Text>
    );
  }
  if (onChecked === undefined) {
    return (
      <Text fontSize="sm" color="fg.muted">
        Not checked against the paper yet
      </Text>
    );
  }
  async function check() {
    setSending(true);
    try {
      onChecked!(await staffChange<DeskCat>('POST', path));
    } catch (error) {
      notify('Not checked', error instanceof Error ? error.message : DESK_NEEDS_CONNECTION, 'error');
    } finally {
      setSending(false);
    }
  }
  return (
    <Button alignSelf="start" size="sm" variant="outline" colorPalette="brand" loading={sending} onClick={() => void check()} aria-label={label}>
      Matches the paper
    </Button>
  );
}

export function CatRecordsAtDesk({ cat, onChecked }: { cat: DeskCat; onChecked?: (cat: DeskCat) => void }) {
  const { spayNeuter } = cat;
  return (
    <Box bg="bg.subtle" borderRadius="l2" px="3" py="2">
      <Text fontSize="xs" fontWeight="bold" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
        Vaccinations
      </Text>
      <Stack gap="3" mt="1">
        {cat.vaccinations.length === 0 && <Text color="yellow.900">None on record: ask for the vaccination book.</Text>}
        {cat.vaccinations.map((vaccination) => {
          const title = vaccineTitle(vaccination.vaccine, vaccination.otherName);
          return (
            <Stack key={vaccination.id} gap="1">
              <Flex gap="2" wrap="wrap" align="center">
                <Text fontWeight="semibold">{title}</Text>
                <Text fontSize="sm" color="fg.muted">
                  given {formatDay(vaccination.givenOn)}, valid until {formatDay(vaccination.validUntil)}
                  {vaccination.vet === null ? '' : ` · ${vaccination.vet}`}
                </Text>
              </Flex>
              <ProofLink proof={vaccination.proof} what={`the ${title} page`} />
              <Check
                checkedBy={vaccination.checkedBy}
                checkedAt={vaccination.checkedAt}
                label={`${cat.name}’s ${title} vaccination matches the book`}
                path={`/api/staff/vaccinations/${encodeURIComponent(vaccination.id)}/check`}
                onChecked={onChecked}
              />
            </Stack>
          );
        })}
        <Stack gap="1">
          <Flex gap="2" wrap="wrap" align="center">
            <Text fontWeight="semibold">Spay or neuter proof</Text>
            {spayNeuter.proof === null && spayNeuter.checkedAt === null && (
              <Badge colorPalette="yellow" color="yellow.900" size="sm">
                None sent: ask for the certificate
              </Badge>
            )}
          </Flex>
          <ProofLink proof={spayNeuter.proof} what="the certificate" />
          <Check
            checkedBy={spayNeuter.checkedBy}
            checkedAt={spayNeuter.checkedAt}
            label={`${cat.name}’s spay or neuter certificate seen`}
            path={`/api/staff/cats/${encodeURIComponent(cat.id)}/spay-neuter/check`}
            onChecked={onChecked}
          />
        </Stack>
        {cat.vaccinationRecords !== null && cat.vaccinationRecords.trim() !== '' && (
          <Box>
            <Text fontSize="sm" color="fg.muted">
              The owner’s notes from before
            </Text>
            <Text fontSize="sm" whiteSpace="pre-line" wordBreak="break-word">
              {cat.vaccinationRecords}
            </Text>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
