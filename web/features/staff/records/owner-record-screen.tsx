import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { OwnerRecordView } from '../../../../domain/contracts/desk-owners.ts';
import { formatDay, toCalendarDate } from '../../../../domain/dates.ts';
import { DeskScreen } from '../../../components/desk-screen.tsx';
import { DeskSection } from '../../../components/desk-section.tsx';
import { CatCare } from '../cat-care.tsx';
import { ContactButtons } from '../contact-links.tsx';
import { ownerName } from '../desk-words.ts';
import { BookStayForm } from '../booking/book-stay-form.tsx';
import { AddCatForm, CareNotesForm } from '../booking/owner-forms.tsx';
import { OwnerPasswordReset } from './owner-password-reset.tsx';
import { StayRow } from './stay-row.tsx';

function Contact({ owner }: { owner: OwnerRecordView['owner'] }) {
  const name = ownerName(owner);
  return (
    <DeskSection title="Contact">
      <Stack gap="4">
        <Stack gap="1">
          <Text wordBreak="break-all">{owner.email}</Text>
          {owner.phone !== null && <Text>{owner.phone}</Text>}
          {owner.address !== null && (
            <Text color="fg.muted" whiteSpace="pre-line">
              {owner.address}
            </Text>
          )}
        </Stack>
        <ContactButtons name={name} phone={owner.phone} email={owner.email} alwaysEmail />
        {/* A deleted account has no address to send a link to. */}
        {owner.email !== null && <OwnerPasswordReset ownerId={owner.id} email={owner.email} />}
      </Stack>
    </DeskSection>
  );
}

/** An owner's record, to read: how to reach them, their cats with their care, and every stay. */
export function OwnerRecordScreen({ record, onChanged }: { record: OwnerRecordView; onChanged: () => void }) {
  // A deleted account's record is kept for its stays only: nothing is booked or added to it.
  const bookable = record.owner.email !== null;
  const since = toCalendarDate(record.owner.createdAt);
  return (
    <DeskScreen
      title={ownerName(record.owner)}
      lead={`Owner${since === undefined ? '' : ` since ${formatDay(since)}`}. Owners keep their contact details up to date in their own dashboard.`}
    >
      <Contact owner={record.owner} />
      <DeskSection title="Cats">
        <Stack gap="6">
          {record.cats.length === 0 ? (
            <Text color="fg.muted">No cats on file.</Text>
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
              {record.cats.map((cat) => (
                <Stack key={cat.id} gap="3">
                  <CatCare cat={cat} level={3} />
                  {bookable && <CareNotesForm key={cat.updatedAt} cat={cat} onSaved={onChanged} />}
                </Stack>
              ))}
            </SimpleGrid>
          )}
          {bookable && <AddCatForm ownerId={record.owner.id} onAdded={onChanged} />}
        </Stack>
      </DeskSection>
      {bookable && (
        <DeskSection title="Book a stay" lead="For the owner on the phone or at the desk: the stay is theirs, as if they had booked it.">
          <BookStayForm key={record.cats.length} ownerId={record.owner.id} cats={record.cats} />
        </DeskSection>
      )}
      <DeskSection title="Stays">
        {record.stays.length === 0 ? (
          <Text color="fg.muted">No stays booked yet.</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="2">
            {record.stays.map((stay) => (
              <StayRow key={stay.id} stay={stay} withOwner={false} />
            ))}
          </Stack>
        )}
      </DeskSection>
    </DeskScreen>
  );
}
