import { Button, Card, DataList, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { catAgeWords } from '../../../domain/cat-age.ts';
import { takesPlaces } from '../../../domain/booking-status.ts';
import { formatDay, todayAtHotel } from '../../../domain/dates.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { notify, notifyChange } from '../../components/toaster.tsx';
import { type LocalBooking, type LocalCat, removeCat, useBookings, useCats, whyNotSaved } from '../../db.ts';
import { CatDialog } from './cat-dialog.tsx';
import { CarePlan } from './care-plan.tsx';
import { CatRecords } from './cat-records.tsx';
import { EmptyState } from './empty-state.tsx';
import { TabHeading } from './tab-heading.tsx';
import { SyncMark } from './sync-mark.tsx';

const GENDER: Record<string, string> = { male: 'Male', female: 'Female', unknown: 'Unknown' };

function catFacts(cat: LocalCat): { label: string; value: string }[] {
  const facts = [
    { label: 'Breed', value: cat.breed },
    { label: 'Age', value: catAgeWords(cat.age, cat.ageMonths) },
    { label: 'Gender', value: cat.gender === null ? null : (GENDER[cat.gender] ?? cat.gender) },
    { label: 'Weight', value: cat.weight === null ? null : `${cat.weight} kg` },
    { label: 'Colour', value: cat.color },
    { label: 'Special needs', value: cat.specialNeeds },
    { label: 'Medical', value: cat.medicalInfo },
    { label: 'Diet', value: cat.dietaryRequirements },
    // What owners wrote before vaccinations were records (issue 33): still theirs to read.
    { label: 'Vaccination notes', value: cat.vaccinationRecords },
    { label: 'Emergency contact', value: cat.emergencyContact },
  ];
  return facts.filter((fact): fact is { label: string; value: string } => fact.value !== null && fact.value !== '');
}

/** The stay a cat is booked into that has not ended: the hotel refuses to remove such a cat. */
function upcomingStay(cat: LocalCat, bookings: readonly LocalBooking[] | undefined): LocalBooking | undefined {
  const today = todayAtHotel();
  return bookings?.find(
    (booking) => booking.catIds.includes(cat.id) && takesPlaces(booking.status as LocalBooking['status']) && booking.checkOutDate >= today,
  );
}

function CatCard({ cat, onEdit, onRemove }: { cat: LocalCat; onEdit: () => void; onRemove: () => void }) {
  const facts = catFacts(cat);
  return (
    <Card.Root bg="white" borderColor="bg.muted" borderRadius="l3" as="li">
      <Card.Body gap="3">
        <Flex justify="space-between" align="start" gap="3" wrap="wrap">
          <Heading as="h3" fontSize="xl" fontFamily="heading" fontWeight="normal" color="brand.800">
            {cat.name}
          </Heading>
          <SyncMark kind="cat" id={cat.id} />
        </Flex>
        {facts.length === 0 ? (
          <Text color="fg.muted">No details yet. Add breed, age and care notes so we can look after {cat.name} well.</Text>
        ) : (
          <DataList.Root orientation="horizontal" size="sm" gap="2">
            {facts.map((fact) => (
              <DataList.Item key={fact.label}>
                <DataList.ItemLabel color="fg.muted" minW="28">
                  {fact.label}
                </DataList.ItemLabel>
                <DataList.ItemValue color="fg" wordBreak="break-word">
                  {fact.value}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        )}
        <CarePlan cat={cat} />
        <CatRecords cat={cat} />
      </Card.Body>
      <Card.Footer>
        <HStack gap="2">
          <Button size="sm" variant="outline" colorPalette="brand" onClick={onEdit} aria-label={`Edit ${cat.name}`}>
            Edit
          </Button>
          <Button size="sm" variant="ghost" colorPalette="red" color="red.700" onClick={onRemove} aria-label={`Delete ${cat.name}`}>
            Delete
          </Button>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}

/** My Cats (spec point 2): cards with edit and delete, and the add/edit dialog. */
export function CatsTab() {
  const cats = useCats();
  const bookings = useBookings();
  const [editing, setEditing] = useState<{ cat?: LocalCat } | null>(null);
  const [removing, setRemoving] = useState<LocalCat | null>(null);
  const stay = removing === null ? undefined : upcomingStay(removing, bookings);

  async function remove(cat: LocalCat) {
    setRemoving(null);
    try {
      await removeCat(cat.id);
      notifyChange('Cat Removed', `${cat.name} is no longer in your cats.`);
    } catch (error) {
      notify('Could not remove', whyNotSaved(error), 'error');
    }
  }

  return (
    <Stack gap="6">
      <TabHeading
        title="My Cats"
        lead="Their details help us care for each cat the way they like."
        action={
          <Button colorPalette="brand" onClick={() => setEditing({})}>
            Add a Cat
          </Button>
        }
      />
      {cats !== undefined && cats.length === 0 ? (
        <EmptyState title="No cats yet">Add your first cat to start booking a stay.</EmptyState>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
          {(cats ?? []).map((cat) => (
            <CatCard key={cat.id} cat={cat} onEdit={() => setEditing({ cat })} onRemove={() => setRemoving(cat)} />
          ))}
        </SimpleGrid>
      )}
      <CatDialog open={editing !== null} cat={editing?.cat} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={removing !== null}
        title={removing === null ? 'Delete cat' : `Delete ${removing.name}?`}
        confirmLabel={stay === undefined ? 'Delete' : 'OK'}
        cancelLabel={stay === undefined ? 'Keep' : 'Close'}
        destructive={stay === undefined}
        onCancel={() => setRemoving(null)}
        onConfirm={() => (removing === null || stay !== undefined ? setRemoving(null) : void remove(removing))}
      >
        {removing !== null &&
          (stay === undefined
            ? `${removing.name} will be removed from your cats. Past bookings keep their records.`
            : `${removing.name} is booked for a stay from ${formatDay(stay.checkInDate)}. Cancel or change that booking first.`)}
      </ConfirmDialog>
    </Stack>
  );
}
