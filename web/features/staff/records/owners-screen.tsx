import { Box, Button, Flex, HStack, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import type { OwnerSearchView } from '../../../../domain/contracts/desk-owners.ts';
import { ownerSearchSchema as deskOwnerSearchSchema } from '../../../../domain/schemas/desk.ts';
import { useCheckedForm } from '../../../components/checked-form.ts';
import { TextField } from '../../../components/form-field.tsx';
import { DeskScreen } from '../../../components/desk-screen.tsx';
import { NewOwnerForm } from '../booking/owner-forms.tsx';
import { MoreResults, NoMatch } from './search-notes.tsx';
import { catsWord, counted, ownerName } from '../desk-words.ts';
import type { OwnerSearch } from './search-params.ts';
import { RecordRow } from './record-row.tsx';
import { type DeskViewState, DeskViewStates } from '../desk-view.tsx';

function SearchForm({ search, onSearch }: { search: OwnerSearch; onSearch: (search: OwnerSearch) => void }) {
  const { values, busy, form, field, submitChecked } = useCheckedForm(() => ({ q: search.q ?? '' }));
  const submit = (event: FormEvent<HTMLFormElement>) =>
    submitChecked(event, deskOwnerSearchSchema, values, async (checked) => onSearch({ q: checked.q ?? undefined }));
  return (
    <form ref={form} onSubmit={(event) => void submit(event)} noValidate role="search" aria-label="Owners">
      <Flex gap="3" align="end" direction={{ base: 'column', sm: 'row' }}>
        <Box flex="1" width="full">
          <TextField label="Owner" type="search" helper="Name, e-mail or phone" autoComplete="off" enterKeyHint="search" size="lg" {...field('q')} />
        </Box>
        {/* Level with the box rather than its helper line. */}
        <HStack gap="3" mb={{ sm: '7' }}>
          <Button type="submit" colorPalette="brand" size="lg" loading={busy}>
            Search
          </Button>
          {search.q !== undefined && (
            <Button variant="ghost" colorPalette="brand" size="lg" onClick={() => onSearch({})}>
              Show all
            </Button>
          )}
        </HStack>
      </Flex>
    </form>
  );
}

function OwnerRow({ owner }: { owner: OwnerSearchView['owners'][number] }) {
  return (
    <RecordRow>
      <Stack gap="0.5">
        <LinkOverlay asChild fontWeight="semibold" color="brand.800" fontSize={{ base: 'md', md: 'lg' }}>
          <Link to="/staff/owners/$ownerId" params={{ ownerId: owner.id }}>
            {ownerName(owner)}
          </Link>
        </LinkOverlay>
        <Text fontSize="sm" color="fg.muted" truncate>
          {[owner.email, owner.phone].filter((contact) => contact !== null).join(' · ')}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {catsWord(owner.cats)} · {counted(owner.stays, 'stay')}
        </Text>
      </Stack>
    </RecordRow>
  );
}

function Results({ found }: { found: OwnerSearchView }) {
  if (found.owners.length === 0) return <NoMatch>No owners match. Try part of a name, an e-mail or a phone number.</NoMatch>;
  return (
    <Stack gap="3">
      <Stack as="ul" listStyleType="none" gap="2" aria-label="Owners found">
        {found.owners.map((owner) => (
          <OwnerRow key={owner.id} owner={owner} />
        ))}
      </Stack>
      {found.more && <MoreResults />}
    </Stack>
  );
}

/** Owners: the hotel's owners to look up, each opening their record. */
export function OwnersScreen({
  search,
  found,
  onSearch,
}: {
  search: OwnerSearch;
  found: DeskViewState<OwnerSearchView>;
  onSearch: (search: OwnerSearch) => void;
}) {
  return (
    <DeskScreen
      title="Owners"
      lead="The owners and their cats, with every stay. Book a stay from an owner’s record; an owner new to the hotel gets one here."
    >
      <SearchForm key={search.q ?? ''} search={search} onSearch={onSearch} />
      <NewOwnerForm />
      <DeskViewStates state={found}>{(view) => <Results found={view} />}</DeskViewStates>
    </DeskScreen>
  );
}
