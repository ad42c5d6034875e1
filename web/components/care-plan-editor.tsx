import { Box, Button, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { CARE_KINDS, type CareKind, careLine } from '../../domain/care-plan.ts';
import { type CareItem as CheckedCareItem, careItemSchema } from '../../domain/schemas/care-plan.ts';
import { useCheckedForm } from './checked-form.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { FormDialog, FormDialogFooter } from './form-dialog.tsx';
import { SelectField, TextAreaField, TextField } from './form-field.tsx';
import { ModalBody, ModalContent, ModalTitle } from './modal.tsx';

// A care plan's meals and medicine with their times of day (issue 33), to read and change: the
// owner's on the cat's card, offline too, and the desk's for one stay, which it adjusts at
// check-in without touching the profile. One editor, one schema; who keeps the change differs.

/** An item as the editor shows it: the owner's and the stay's both have these. */
export interface PlanItem {
  id: string;
  kind: CareKind;
  name: string;
  amount: string | null;
  times: readonly string[];
  withFood: boolean | null;
  until: string | null;
  notes: string | null;
}

/** Where the plan's changes go: each resolves once kept, or throws with the words to show. */
export interface PlanKeeper {
  save(item: Omit<CheckedCareItem, 'id'>, id: string | undefined): Promise<void>;
  remove(item: PlanItem): Promise<void>;
}

type CareValues = { kind: string; name: string; amount: string; times: string; withFood: string; until: string; notes: string };

const KIND_LABELS: Record<CareKind, string> = { feeding: 'A meal', medication: 'A medicine' };
const WITH_FOOD = { yes: 'With food', no: 'Without food' } as const;

function valuesOf(item: PlanItem | undefined, kind: CareKind): CareValues {
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

function CareForm({
  catName,
  item,
  kind,
  keeper,
  onClose,
}: {
  catName: string;
  item: PlanItem | undefined;
  kind: CareKind;
  keeper: PlanKeeper;
  onClose: () => void;
}) {
  const initial = useRef(valuesOf(item, kind));
  const { values, busy, form, field, submitChecked } = useCheckedForm<CareValues>(initial.current);
  const medicine = values.kind === 'medication';

  const save = (event: FormEvent<HTMLFormElement>) =>
    submitChecked(event, careItemSchema, asItem(values), async ({ id: _id, ...checked }) => {
      // A refusal keeps the dialog open with what was typed; the keeper has said why.
      await keeper.save(checked, item?.id).then(onClose, () => undefined);
    });

  return (
    <ModalContent asChild>
      <form ref={form} onSubmit={(event) => void save(event)} noValidate>
        <ModalTitle fontSize="2xl">{item === undefined ? `Add to ${catName}’s care plan` : `Change ${catName}’s care plan`}</ModalTitle>
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

function CareItemLine({
  catName,
  item,
  extra,
  onEdit,
  onRemove,
}: {
  catName: string;
  item: PlanItem;
  extra?: ReactNode;
  onEdit: () => void;
  onRemove: () => void;
}) {
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
        {extra}
        <HStack gap="2">
          <Button size="xs" variant="outline" colorPalette="brand" onClick={onEdit} aria-label={`Change ${catName}’s ${item.name}`}>
            Change
          </Button>
          <Button size="xs" variant="ghost" color="red.700" onClick={onRemove} aria-label={`Remove ${catName}’s ${item.name}`}>
            Remove
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

/**
 * A plan's items with Change and Remove, and Add meal and Add medicine. `heading` names the plan,
 * `empty` says what an empty one means, `aboutItem` adds a line under an item (who confirmed it).
 */
export function CarePlanEditor<T extends PlanItem>({
  catName,
  items,
  keeper,
  heading,
  label,
  empty,
  aboutItem,
}: {
  catName: string;
  items: readonly T[];
  keeper: PlanKeeper;
  heading: string;
  label: string;
  empty: string;
  aboutItem?: (item: T) => ReactNode;
}) {
  const [editing, setEditing] = useState<{ item?: T; kind: CareKind } | null>(null);
  const [removing, setRemoving] = useState<T | null>(null);

  return (
    <Stack gap="2" as="section" aria-label={label}>
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Heading as="h4" fontSize="md" fontWeight="semibold">
          {heading}
        </Heading>
        <HStack gap="2">
          <Button size="xs" colorPalette="brand" onClick={() => setEditing({ kind: 'feeding' })} aria-label={`Add a meal for ${catName}`}>
            Add meal
          </Button>
          <Button size="xs" colorPalette="brand" onClick={() => setEditing({ kind: 'medication' })} aria-label={`Add a medicine for ${catName}`}>
            Add medicine
          </Button>
        </HStack>
      </Flex>
      {items.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {empty}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3">
          {items.map((item) => (
            <CareItemLine
              key={item.id}
              catName={catName}
              item={item}
              extra={aboutItem?.(item)}
              onEdit={() => setEditing({ item, kind: item.kind })}
              onRemove={() => setRemoving(item)}
            />
          ))}
        </Stack>
      )}
      <FormDialog open={editing !== null} onClose={() => setEditing(null)}>
        {editing !== null && (
          <CareForm
            key={editing.item?.id ?? editing.kind}
            catName={catName}
            item={editing.item}
            kind={editing.kind}
            keeper={keeper}
            onClose={() => setEditing(null)}
          />
        )}
      </FormDialog>
      <ConfirmDialog
        open={removing !== null}
        title={removing === null ? 'Remove from the plan?' : `Remove ${removing.name}?`}
        confirmLabel="Remove"
        cancelLabel="Keep"
        destructive
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing === null) return;
          setRemoving(null);
          void keeper.remove(removing).catch(() => undefined);
        }}
      >
        It goes from {catName}’s care plan.
      </ConfirmDialog>
    </Stack>
  );
}
