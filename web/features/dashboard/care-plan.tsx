import { Box, Button, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useRef, useState } from 'react';
import { CARE_KINDS, type CareKind, careLine } from '../../../domain/care-plan.ts';
import { careItemSchema } from '../../../domain/schemas/care-plan.ts';
import { useCheckedForm } from '../../components/checked-form.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/form-field.tsx';
import { ModalBody, ModalContent, ModalTitle } from '../../components/modal.tsx';
import { notify, notifyChange } from '../../components/toaster.tsx';
import { type LocalCat, removeCareItem, saveCareItem, whyNotSaved } from '../../db.ts';
import { FormDialog, FormDialogFooter } from './form-dialog.tsx';

// A cat's care plan on its card (issue 33): each meal and each medicine with its times of day, as
// the owner writes it, offline too. The hotel takes it into every stay and gives it at those times.

type CareItem = LocalCat['carePlan'][number];
type CareValues = { kind: string; name: string; amount: string; times: string; withFood: string; until: string; notes: string };

const KIND_LABELS: Record<CareKind, string> = { feeding: 'A meal', medication: 'A medicine' };
const WITH_FOOD = { yes: 'With food', no: 'Without food' } as const;

function valuesOf(item: CareItem | undefined, kind: CareKind): CareValues {
  return {
    kind: item?.kind ?? kind,
    name: item?.name ?? '',
    amount: item?.amount ?? '',
    times: item?.times.join(', ') ?? '',
    withFood: item?.withFood === true ? 'yes' : item?.withFood === false ? 'no' : '',
    until: item?.until ?? '',
    notes: item?.notes ?? '',
  };
}

/** The form's text as the schema reads it: times typed "8:00, 17:30" or "8:00 17:30" are a list. */
function asItem(values: CareValues) {
  return {
    ...values,
    times: values.times.split(/[\s,;]+/).filter((time) => time !== ''),
    withFood: values.withFood === '' ? null : values.withFood === 'yes',
  };
}

function CareForm({ cat, item, kind, onClose }: { cat: LocalCat; item: CareItem | undefined; kind: CareKind; onClose: () => void }) {
  const initial = useRef(valuesOf(item, kind));
  const { values, busy, form, field, submitChecked } = useCheckedForm<CareValues>(initial.current);
  const medicine = values.kind === 'medication';

  const save = (event: FormEvent<HTMLFormElement>) =>
    submitChecked(event, careItemSchema, asItem(values), async ({ id: _id, ...checked }) => {
      try {
        await saveCareItem(cat.id, checked, item?.id);
        notifyChange('Care Plan Saved', `${cat.name}’s ${checked.kind === 'feeding' ? 'meal' : 'medicine'} is in the plan.`);
        onClose();
      } catch (error) {
        notify('Could not save', whyNotSaved(error), 'error');
      }
    });

  return (
    <ModalContent asChild>
      <form ref={form} onSubmit={(event) => void save(event)} noValidate>
        <ModalTitle fontSize="2xl">{item === undefined ? `Add to ${cat.name}’s care plan` : `Change ${cat.name}’s care plan`}</ModalTitle>
        <ModalBody>
          <Stack gap="4">
            <SelectField label="What" required {...field('kind')}>
              {CARE_KINDS.map((choice) => (
                <option key={choice} value={choice}>
                  {KIND_LABELS[choice]}
                </option>
              ))}
            </SelectField>
            <TextField
              label={medicine ? 'Medicine' : 'Food'}
              required
              helper={medicine ? 'As the vet’s label names it' : 'The food we give'}
              {...field('name')}
            />
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <TextField
                label={medicine ? 'Dose' : 'Amount'}
                helper={medicine ? 'For example: half a tablet' : 'For example: one pouch'}
                {...field('amount')}
              />
              <TextField label="Times of day" required helper="For example: 08:00, 17:00" inputMode="numeric" {...field('times')} />
            </SimpleGrid>
            {medicine && (
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <SelectField label="With food?" {...field('withFood')}>
                  <option value="">As it comes</option>
                  <option value="yes">{WITH_FOOD.yes}</option>
                  <option value="no">{WITH_FOOD.no}</option>
                </SelectField>
                <TextField label="Until" type="date" helper="The last day; blank for every day of the stay" {...field('until')} />
              </SimpleGrid>
            )}
            <TextAreaField label="Notes" {...field('notes')} />
          </Stack>
        </ModalBody>
        <FormDialogFooter submit={item === undefined ? 'Add to Plan' : 'Save Changes'} busy={busy} onClose={onClose} />
      </form>
    </ModalContent>
  );
}

function CareItemLine({ cat, item, onEdit, onRemove }: { cat: LocalCat; item: CareItem; onEdit: () => void; onRemove: () => void }) {
  return (
    <Box as="li" borderTopWidth="1px" borderColor="bg.muted" pt="3">
      <Stack gap="1">
        <Text fontWeight="semibold">
          {item.kind === 'medication' ? 'Medicine: ' : 'Meal: '}
          {item.name}
        </Text>
        <Text fontSize="sm">{careLine(item)}</Text>
        {item.notes !== null && (
          <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line">
            {item.notes}
          </Text>
        )}
        <HStack gap="2">
          <Button size="xs" variant="outline" colorPalette="brand" onClick={onEdit} aria-label={`Change ${cat.name}’s ${item.name}`}>
            Change
          </Button>
          <Button size="xs" variant="ghost" color="red.700" onClick={onRemove} aria-label={`Remove ${cat.name}’s ${item.name}`}>
            Remove
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

export function CarePlan({ cat }: { cat: LocalCat }) {
  const [editing, setEditing] = useState<{ item?: CareItem; kind: CareKind } | null>(null);
  const [removing, setRemoving] = useState<CareItem | null>(null);

  async function remove(item: CareItem) {
    setRemoving(null);
    try {
      await removeCareItem(cat.id, item.id);
      notifyChange('Removed', `${item.name} is no longer in ${cat.name}’s care plan.`);
    } catch (error) {
      notify('Could not remove', whyNotSaved(error), 'error');
    }
  }

  return (
    <Stack gap="2" as="section" aria-label={`${cat.name}’s care plan`}>
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Heading as="h4" fontSize="md" fontWeight="semibold">
          Meals and medicine
        </Heading>
        <HStack gap="2">
          <Button size="xs" colorPalette="brand" onClick={() => setEditing({ kind: 'feeding' })} aria-label={`Add a meal for ${cat.name}`}>
            Add meal
          </Button>
          <Button size="xs" colorPalette="brand" onClick={() => setEditing({ kind: 'medication' })} aria-label={`Add a medicine for ${cat.name}`}>
            Add medicine
          </Button>
        </HStack>
      </Flex>
      {cat.carePlan.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          None yet. Tell us what {cat.name} eats and any medicine, with the times of day: we give them at those times.
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3">
          {cat.carePlan.map((item) => (
            <CareItemLine
              key={item.id}
              cat={cat}
              item={item}
              onEdit={() => setEditing({ item, kind: item.kind })}
              onRemove={() => setRemoving(item)}
            />
          ))}
        </Stack>
      )}
      <FormDialog open={editing !== null} onClose={() => setEditing(null)}>
        {editing !== null && (
          <CareForm key={editing.item?.id ?? editing.kind} cat={cat} item={editing.item} kind={editing.kind} onClose={() => setEditing(null)} />
        )}
      </FormDialog>
      <ConfirmDialog
        open={removing !== null}
        title={removing === null ? 'Remove from the plan?' : `Remove ${removing.name}?`}
        confirmLabel="Remove"
        cancelLabel="Keep"
        destructive
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing !== null && void remove(removing)}
      >
        It goes from {cat.name}’s care plan.
      </ConfirmDialog>
    </Stack>
  );
}
