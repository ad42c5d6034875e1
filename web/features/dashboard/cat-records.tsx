import { Badge, Box, Button, Flex, Heading, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { formatDay, todayAtHotel } from '../../../domain/dates.ts';
import { VACCINE_NAMES, vaccineTitle } from '../../../domain/vaccinations.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { notify, notifyChange } from '../../components/toaster.tsx';
import {
  attachProof,
  type LocalCat,
  type OutboxEntry,
  removeProof,
  removeVaccination,
  useOutbox,
  useVaccinationRules,
  whyNotSaved,
} from '../../db.ts';
import { ProofUnusable, readProofFile, waitingProofBlob } from './proof-file.ts';
import { VaccinationDialog } from './vaccination-dialog.tsx';

// A cat's vaccinations and spay or neuter proof on its card (issue 33): what the owner copied from
// the book, the photo of each page, and whether the hotel has checked it, offline as online.

type Vaccination = LocalCat['vaccinations'][number];
type Proof = NonNullable<Vaccination['proof']>;

/** The proof's file while it still waits on this phone: the hotel does not have it yet. */
function waitingFile(outbox: readonly OutboxEntry[] | undefined, proof: Proof) {
  const entry = outbox?.find((change) => change.change === 'attachProof' && change.body.id === proof.id);
  return entry?.change === 'attachProof' ? entry.body : undefined;
}

/** An address an <img> can show for the waiting file, let go of when the file is no longer shown. */
function useWaitingAddress(file: ReturnType<typeof waitingFile>): string | undefined {
  const [address, setAddress] = useState<string>();
  // By the bytes, not the entry: every read of the outbox gives a new object for the same file.
  const contentType = file?.contentType;
  const data = file?.data;
  useEffect(() => {
    if (contentType === undefined || data === undefined || contentType === 'application/pdf') return undefined;
    const made = URL.createObjectURL(waitingProofBlob({ contentType, data }));
    setAddress(made);
    return () => {
      URL.revokeObjectURL(made);
      setAddress(undefined);
    };
  }, [contentType, data]);
  return address;
}

/**
 * A small picture of the photo, and what it is: one still on the phone says it waits; one the hotel
 * keeps cannot be read offline, and then the words stand in for it.
 */
function ProofPicture({ source, waiting, what }: { source: string | undefined; waiting: boolean; what: string }) {
  const [unreadable, setUnreadable] = useState(false);
  return (
    <HStack gap="3" align="center">
      {source !== undefined && !unreadable && (
        <Image src={source} alt={`Photo of ${what}`} boxSize="16" objectFit="cover" borderRadius="l2" onError={() => setUnreadable(true)} />
      )}
      <Text fontSize="sm" color="fg.muted">
        {waiting ? 'Photo waiting to be sent' : unreadable ? 'Photo kept at the hotel: it shows when you are online' : 'Photo added'}
      </Text>
    </HStack>
  );
}

/** The photo or PDF of a page or a certificate, from the phone while it waits, from the hotel once sent. */
function ProofView({ proof, what }: { proof: Proof; what: string }) {
  const file = waitingFile(useOutbox(), proof);
  const waitingAddress = useWaitingAddress(file);
  const address = `/api/proofs/${proof.id}`;
  if (proof.contentType === 'application/pdf') {
    return file !== undefined ? (
      <Text fontSize="sm">PDF of {what}, waiting to be sent</Text>
    ) : (
      <Link href={address} target="_blank" rel="noopener" fontSize="sm" color="brand.700">
        Open the PDF of {what}
      </Link>
    );
  }
  const source = file !== undefined ? waitingAddress : address;
  // Keyed by where the picture comes from: once sent, the hotel's copy gets its own chance to load.
  return <ProofPicture key={source ?? 'none'} source={source} waiting={file !== undefined} what={what} />;
}

function CheckedLine({ checkedBy, checkedAt }: { checkedBy: string | null; checkedAt: string | null }) {
  return (
    <Text fontSize="sm" color="fg.muted">
      {checkedAt === null
        ? 'The hotel checks it against the book at check-in'
        : `Checked against the book by ${checkedBy ?? 'the hotel'} on ${formatDay(checkedAt.slice(0, 10))}`}
    </Text>
  );
}

function VaccinationItem({
  cat,
  vaccination,
  onEdit,
  onRemove,
}: {
  cat: LocalCat;
  vaccination: Vaccination;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const title = vaccineTitle(vaccination.vaccine, vaccination.otherName);
  const ranOut = vaccination.validUntil < todayAtHotel();
  return (
    <Box as="li" borderTopWidth="1px" borderColor="bg.muted" pt="3">
      <Stack gap="1.5">
        <Flex justify="space-between" gap="2" wrap="wrap" align="center">
          <Text fontWeight="semibold">{title}</Text>
          {ranOut && (
            <Badge colorPalette="red" color="red.800" size="sm">
              Ran out on {formatDay(vaccination.validUntil)}
            </Badge>
          )}
        </Flex>
        <Text fontSize="sm">
          Given {formatDay(vaccination.givenOn)}, valid until {formatDay(vaccination.validUntil)}
          {vaccination.vet === null ? '' : ` · ${vaccination.vet}`}
        </Text>
        {vaccination.proof !== null && <ProofView proof={vaccination.proof} what={`${cat.name}’s ${title} page`} />}
        <CheckedLine checkedBy={vaccination.checkedBy} checkedAt={vaccination.checkedAt} />
        <HStack gap="2">
          <Button size="xs" variant="outline" colorPalette="brand" onClick={onEdit} aria-label={`Change ${cat.name}’s ${title} vaccination`}>
            Change
          </Button>
          <Button size="xs" variant="ghost" color="red.700" onClick={onRemove} aria-label={`Remove ${cat.name}’s ${title} vaccination`}>
            Remove
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

/** The certificate's photo or PDF, picked straight from the card: it waits on the phone like any change. */
function SpayNeuterProof({ cat, onRemove }: { cat: LocalCat; onRemove: () => void }) {
  const picker = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const { proof, checkedBy, checkedAt } = cat.spayNeuter;

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file === undefined) return;
    setReading(true);
    try {
      await attachProof(cat.id, 'spay-neuter', await readProofFile(file));
      notifyChange('Proof Added', `${cat.name}’s spay or neuter proof is in the profile.`);
    } catch (error) {
      notify('Could not add the proof', error instanceof ProofUnusable ? error.message : whyNotSaved(error), 'error');
    } finally {
      setReading(false);
    }
  }

  return (
    <Stack gap="1.5">
      <Text fontWeight="semibold">Spay or neuter proof</Text>
      {proof === null && checkedAt === null && <Text fontSize="sm">None yet: a photo or PDF of the vet’s certificate.</Text>}
      {proof !== null && <ProofView proof={proof} what={`${cat.name}’s spay or neuter certificate`} />}
      {(proof !== null || checkedAt !== null) && <CheckedLine checkedBy={checkedBy} checkedAt={checkedAt} />}
      <HStack gap="2">
        <input
          ref={picker}
          type="file"
          accept="image/*,application/pdf"
          hidden
          aria-label={`Photo or PDF of ${cat.name}’s spay or neuter certificate`}
          onChange={(event) => void pick(event)}
        />
        <Button size="xs" variant="outline" colorPalette="brand" loading={reading} onClick={() => picker.current?.click()}>
          {proof === null ? 'Add proof' : 'Replace proof'}
        </Button>
        {proof !== null && (
          <Button size="xs" variant="ghost" color="red.700" onClick={onRemove} aria-label={`Remove ${cat.name}’s spay or neuter proof`}>
            Remove
          </Button>
        )}
      </HStack>
    </Stack>
  );
}

const LIST = new Intl.ListFormat('en-ZA', { type: 'conjunction' });

type Removing = { kind: 'vaccination'; vaccination: Vaccination } | { kind: 'spay-neuter' };

export function CatRecords({ cat }: { cat: LocalCat }) {
  const [editing, setEditing] = useState<{ vaccination?: Vaccination } | null>(null);
  const [removing, setRemoving] = useState<Removing | null>(null);
  const asked = LIST.format(useVaccinationRules().required.map((vaccine) => VACCINE_NAMES[vaccine]));

  async function remove(what: Removing) {
    setRemoving(null);
    try {
      if (what.kind === 'vaccination') await removeVaccination(cat.id, what.vaccination.id);
      else await removeProof(cat.id, 'spay-neuter');
      notifyChange(
        'Removed',
        what.kind === 'vaccination' ? `The vaccination is no longer in ${cat.name}’s profile.` : `${cat.name}’s spay or neuter proof is removed.`,
      );
    } catch (error) {
      notify('Could not remove', whyNotSaved(error), 'error');
    }
  }

  return (
    <Stack gap="4" as="section" aria-label={`${cat.name}’s vaccinations`}>
      <Stack gap="2">
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Heading as="h4" fontSize="md" fontWeight="semibold">
            Vaccinations
          </Heading>
          <Button size="xs" colorPalette="brand" onClick={() => setEditing({})} aria-label={`Add a vaccination for ${cat.name}`}>
            Add vaccination
          </Button>
        </Flex>
        {cat.vaccinations.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            None yet. Add each one from the vaccination book{asked === '' ? '.' : `: the hotel asks for ${asked} before a stay.`}
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="3">
            {cat.vaccinations.map((vaccination) => (
              <VaccinationItem
                key={vaccination.id}
                cat={cat}
                vaccination={vaccination}
                onEdit={() => setEditing({ vaccination })}
                onRemove={() => setRemoving({ kind: 'vaccination', vaccination })}
              />
            ))}
          </Stack>
        )}
      </Stack>
      <SpayNeuterProof cat={cat} onRemove={() => setRemoving({ kind: 'spay-neuter' })} />
      <VaccinationDialog open={editing !== null} cat={cat} vaccination={editing?.vaccination} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={removing !== null}
        title={
          removing?.kind === 'vaccination'
            ? `Remove the ${vaccineTitle(removing.vaccination.vaccine, removing.vaccination.otherName)} vaccination?`
            : 'Remove the proof?'
        }
        confirmLabel="Remove"
        cancelLabel="Keep"
        destructive
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing !== null && void remove(removing)}
      >
        {removing?.kind === 'vaccination'
          ? 'It and the photo of its page go from the profile.'
          : 'The photo or PDF of the certificate goes from the profile.'}
      </ConfirmDialog>
    </Stack>
  );
}
