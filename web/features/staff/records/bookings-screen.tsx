import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import type { BookingSearchView } from '../../../../domain/contracts/desk-stays.ts';
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES } from '../../../../domain/booking-status.ts';
import { bookingSearchSchema as deskSearchSchema } from '../../../../domain/schemas/desk.ts';
import { useCheckedForm } from '../../../components/checked-form.ts';
import { SelectField, TextField } from '../../../components/form-field.tsx';
import type { BookingSearch } from './search-params.ts';
import { DeskScreen } from '../../../components/desk-screen.tsx';
import { MoreResults, NoMatch } from './search-notes.tsx';
import { StayRow } from './stay-row.tsx';
import { counted } from '../desk-words.ts';
import { type DeskViewState, DeskViewStates } from '../desk-view.tsx';

type SearchValues = Record<'q' | 'status' | 'from' | 'to', string>;

const valuesOf = (search: BookingSearch): SearchValues => ({
  q: search.q ?? '',
  status: search.status ?? '',
  from: search.from ?? '',
  to: search.to ?? '',
});

/** The filters as typed, checked by the same schema the server checks the query with. */
function SearchForm({ search, onSearch }: { search: BookingSearch; onSearch: (search: BookingSearch) => void }) {
  const { values, busy, form, field, submitChecked } = useCheckedForm<SearchValues>(() => valuesOf(search));
  const filtered = Object.values(search).some((value) => value !== undefined);

  const submit = (event: FormEvent<HTMLFormElement>) =>
    submitChecked(event, deskSearchSchema, values, async (checked) => {
      onSearch({
        q: checked.q ?? undefined,
        status: checked.status ?? undefined,
        from: checked.from ?? undefined,
        to: checked.to ?? undefined,
      });
    });

  return (
    <form ref={form} onSubmit={(event) => void submit(event)} noValidate role="search" aria-label="Bookings">
      <Stack gap="4" bg="white" borderWidth="1px" borderColor="bg.muted" borderRadius="l3" p={{ base: '4', md: '5' }}>
        <TextField
          label="Owner or cat"
          type="search"
          helper="Owner’s name, e-mail or phone, or a cat’s name"
          autoComplete="off"
          enterKeyHint="search"
          size="lg"
          {...field('q')}
        />
        {/* The two dates side by side even on a phone, so the results start higher up the screen. */}
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="4">
          <Box gridColumn={{ base: 'span 2', md: 'auto' }}>
            <SelectField label="Status" size="lg" {...field('status')}>
              <option value="">Any status</option>
              {BOOKING_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {BOOKING_STATUS_LABELS[status]}
                </option>
              ))}
            </SelectField>
          </Box>
          <TextField label="Staying from" type="date" size="lg" {...field('from')} />
          <TextField label="Staying until" type="date" size="lg" {...field('to')} />
        </SimpleGrid>
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="brand" size="lg" loading={busy}>
            Search
          </Button>
          {filtered && (
            <Button variant="ghost" colorPalette="brand" size="lg" onClick={() => onSearch({})}>
              Show all
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  );
}

function Results({ found }: { found: BookingSearchView }) {
  if (found.bookings.length === 0) {
    return <NoMatch>No bookings match. Try part of a name, or fewer filters.</NoMatch>;
  }
  return (
    <Stack gap="3">
      <Text color="fg.muted" fontSize="sm">
        {counted(found.bookings.length, 'booking')}, latest check-in first
      </Text>
      <Stack as="ul" listStyleType="none" gap="2" aria-label="Bookings found">
        {found.bookings.map((stay) => (
          <StayRow key={stay.id} stay={stay} />
        ))}
      </Stack>
      {found.more && <MoreResults />}
    </Stack>
  );
}

/** Bookings: every stay, found by owner or cat, status and dates. */
export function BookingsScreen({
  search,
  found,
  onSearch,
}: {
  search: BookingSearch;
  found: DeskViewState<BookingSearchView>;
  onSearch: (search: BookingSearch) => void;
}) {
  return (
    <DeskScreen title="Bookings" lead="Every stay, from the first request to check-out.">
      {/* A new address (back, forward, a shared link) starts the form from what it asks for. */}
      <SearchForm key={JSON.stringify(search)} search={search} onSearch={onSearch} />
      <DeskViewStates state={found}>{(view) => <Results found={view} />}</DeskViewStates>
    </DeskScreen>
  );
}
