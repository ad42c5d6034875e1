import { SimpleGrid, Stack } from '@chakra-ui/react';
import { type FormEvent, useRef } from 'react';
import { CAT_GENDERS, newCatSchema } from '../../../domain/schemas/cat.ts';
import { useCheckedForm } from '../../components/checked-form.ts';
import { SelectField, TextAreaField, TextField } from '../../components/form-field.tsx';
import { ModalBody, ModalContent, ModalTitle } from '../../components/modal.tsx';
import { notify, notifyChange } from '../../components/toaster.tsx';
import { FormDialog, FormDialogFooter } from '../../components/form-dialog.tsx';
import { addCat, type LocalCat, updateCat, whyNotSaved } from '../../db.ts';

const TEXT_FIELDS = [
  'name',
  'breed',
  'age',
  'ageMonths',
  'gender',
  'weight',
  'color',
  'specialNeeds',
  'medicalInfo',
  'dietaryRequirements',
  'vaccinationRecords',
  'emergencyContact',
] as const;
type CatField = (typeof TEXT_FIELDS)[number];
type CatValues = Record<CatField, string>;

function valuesOf(cat: LocalCat | undefined): CatValues {
  const values = {} as CatValues;
  for (const field of TEXT_FIELDS) {
    const value = cat?.[field];
    values[field] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

const GENDER_LABELS: Record<(typeof CAT_GENDERS)[number], string> = { male: 'Male', female: 'Female', unknown: 'Unknown' };

/**
 * Adds a cat or edits one (spec point 2, My Cats). The values stay as typed when a field is refused,
 * and an edit sends only the fields that changed (DESIGN 4.7: field-level last writer wins).
 */
export function CatDialog({ cat, open, onClose }: { cat?: LocalCat; open: boolean; onClose: () => void }) {
  return (
    <FormDialog open={open} onClose={onClose}>
      {/* Keyed so each opening starts from the cat as it is now. */}
      {open && <CatForm key={cat?.id ?? 'new'} cat={cat} onClose={onClose} />}
    </FormDialog>
  );
}

function CatForm({ cat, onClose }: { cat: LocalCat | undefined; onClose: () => void }) {
  const initial = useRef(valuesOf(cat));
  const { values, busy, form, field, submitChecked } = useCheckedForm<CatValues>(initial.current);
  const title = cat === undefined ? 'Add a Cat' : `Edit ${cat.name}`;

  const save = (event: FormEvent<HTMLFormElement>) =>
    submitChecked(event, newCatSchema, values, async ({ id: _id, ...fields }) => {
      try {
        if (cat === undefined) {
          await addCat(fields);
          notifyChange('Cat Added', `${fields.name} is in your cats.`);
        } else {
          const changed = Object.fromEntries(
            TEXT_FIELDS.filter((name) => values[name].trim() !== initial.current[name].trim()).map((name) => [name, fields[name]]),
          );
          if (Object.keys(changed).length > 0) {
            await updateCat(cat.id, changed);
            notifyChange('Cat Updated', `${fields.name}’s profile is saved.`);
          }
        }
        onClose();
      } catch (error) {
        notify('Could not save', whyNotSaved(error), 'error');
      }
    });

  return (
    <ModalContent asChild>
      <form ref={form} onSubmit={(event) => void save(event)} noValidate>
        <ModalTitle fontSize="2xl">{title}</ModalTitle>
        <ModalBody>
          <Stack gap="4">
            <TextField label="Name" required autoComplete="off" {...field('name')} />
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <TextField label="Breed" {...field('breed')} />
              <TextField label="Age (years)" inputMode="numeric" helper="0 to 30" {...field('age')} />
              {/* The months beside the years: a kitten of six months is 0 years and 6 months. */}
              <TextField label="Months" inputMode="numeric" helper="0 to 11, e.g. 6 for a six-month-old kitten" {...field('ageMonths')} />
              <SelectField label="Gender" {...field('gender')}>
                <option value="">Not specified</option>
                {CAT_GENDERS.map((gender) => (
                  <option key={gender} value={gender}>
                    {GENDER_LABELS[gender]}
                  </option>
                ))}
              </SelectField>
              <TextField label="Weight (kg)" inputMode="decimal" {...field('weight')} />
              <TextField label="Colour" {...field('color')} />
              <TextField label="Emergency contact" {...field('emergencyContact')} />
            </SimpleGrid>
            <TextAreaField label="Special needs" {...field('specialNeeds')} />
            <TextAreaField label="Medical information" {...field('medicalInfo')} />
            <TextAreaField label="Dietary requirements" {...field('dietaryRequirements')} />
            {/* Vaccinations are records now, added on the cat's card; notes written before stay the owner's to read, change or clear. */}
            {initial.current.vaccinationRecords !== '' && <TextAreaField label="Vaccination notes (from before)" {...field('vaccinationRecords')} />}
          </Stack>
        </ModalBody>
        <FormDialogFooter submit={cat === undefined ? 'Add Cat' : 'Save Changes'} busy={busy} onClose={onClose} />
      </form>
    </ModalContent>
  );
}
