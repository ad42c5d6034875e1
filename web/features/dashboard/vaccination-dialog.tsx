import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useRef, useState } from 'react';
import { vaccinationSchema } from '../../../domain/schemas/vaccination.ts';
import { VACCINES, vaccineTitle } from '../../../domain/vaccinations.ts';
import { useCheckedForm } from '../../components/checked-form.ts';
import { FormField, SelectField, TextField } from '../../components/form-field.tsx';
import { Input } from '../../components/field-controls.tsx';
import { ModalBody, ModalContent, ModalTitle } from '../../components/modal.tsx';
import { notify, notifyChange } from '../../components/toaster.tsx';
import { type LocalCat, type ProofFile, saveVaccination, whyNotSaved } from '../../db.ts';
import { FormDialog, FormDialogFooter } from '../../components/form-dialog.tsx';
import { ProofUnusable, readProofFile } from './proof-file.ts';

type Vaccination = LocalCat['vaccinations'][number];
type VaccinationValues = { vaccine: string; otherName: string; givenOn: string; validUntil: string; vet: string };

function valuesOf(vaccination: Vaccination | undefined): VaccinationValues {
  return {
    vaccine: vaccination?.vaccine ?? '',
    otherName: vaccination?.otherName ?? '',
    givenOn: vaccination?.givenOn ?? '',
    validUntil: vaccination?.validUntil ?? '',
    vet: vaccination?.vet ?? '',
  };
}

/**
 * Adds a vaccination as the owner copies it from the book, or changes one, with a photo of the
 * page if they take one. Offline too: both wait on the phone and reach the hotel together.
 */
export function VaccinationDialog({
  cat,
  vaccination,
  open,
  onClose,
}: {
  cat: LocalCat;
  vaccination?: Vaccination;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <FormDialog open={open} onClose={onClose}>
      {open && <VaccinationForm key={vaccination?.id ?? 'new'} cat={cat} vaccination={vaccination} onClose={onClose} />}
    </FormDialog>
  );
}

function VaccinationForm({ cat, vaccination, onClose }: { cat: LocalCat; vaccination: Vaccination | undefined; onClose: () => void }) {
  const initial = useRef(valuesOf(vaccination));
  const { values, busy, form, field, submitChecked } = useCheckedForm<VaccinationValues>(initial.current);
  const [photo, setPhoto] = useState<{ file: ProofFile; name: string } | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>(undefined);
  const [reading, setReading] = useState(false);

  async function pick(file: File | undefined) {
    setPhotoError(undefined);
    setPhoto(null);
    if (file === undefined) return;
    setReading(true);
    try {
      setPhoto({ file: await readProofFile(file), name: file.name });
    } catch (error) {
      setPhotoError(error instanceof ProofUnusable ? error.message : whyNotSaved(error));
    } finally {
      setReading(false);
    }
  }

  const save = (event: FormEvent<HTMLFormElement>) =>
    submitChecked(event, vaccinationSchema, values, async ({ id: _id, ...checked }) => {
      if (photoError !== undefined) return;
      try {
        await saveVaccination(cat.id, checked, {
          ...(vaccination === undefined ? {} : { vaccinationId: vaccination.id }),
          ...(photo === null ? {} : { photo: photo.file }),
        });
        notifyChange('Vaccination Saved', `${cat.name}’s vaccination is in the profile.`);
        onClose();
      } catch (error) {
        notify('Could not save', whyNotSaved(error), 'error');
      }
    });

  const hasPhoto = vaccination?.proof !== null && vaccination?.proof !== undefined;
  return (
    <ModalContent asChild>
      <form ref={form} onSubmit={(event) => void save(event)} noValidate>
        <ModalTitle fontSize="2xl">{vaccination === undefined ? `Add a vaccination for ${cat.name}` : `Change ${cat.name}’s vaccination`}</ModalTitle>
        <ModalBody>
          <Stack gap="4">
            <Text color="fg.muted">Copy it from the vaccination book: the vet writes the date given and the date it is valid until.</Text>
            <SelectField label="Vaccine" required {...field('vaccine')}>
              <option value="">Choose the vaccine</option>
              {VACCINES.map((vaccine) => (
                <option key={vaccine} value={vaccine}>
                  {vaccineTitle(vaccine)}
                </option>
              ))}
            </SelectField>
            {values.vaccine === 'other' && <TextField label="Vaccine name" required helper="As the book gives it" {...field('otherName')} />}
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <TextField label="Given on" type="date" required {...field('givenOn')} />
              <TextField label="Valid until" type="date" required {...field('validUntil')} />
            </SimpleGrid>
            <TextField label="Vet" helper="The practice that gave it" {...field('vet')} />
            <FormField
              label={hasPhoto ? 'A new photo of the page' : 'Photo of the page'}
              error={photoError}
              helper={
                photo !== null
                  ? `${photo.name} will be sent with the vaccination.`
                  : hasPhoto
                    ? 'The photo you added is kept unless you choose another.'
                    : 'A photo or PDF of the page, so the hotel can check it before the stay.'
              }
            >
              <Input
                type="file"
                name="photo"
                accept="image/*,application/pdf"
                p="1.5"
                bg="white"
                borderColor="gray.400"
                onChange={(event) => void pick(event.target.files?.[0])}
              />
            </FormField>
          </Stack>
        </ModalBody>
        <FormDialogFooter
          submit={vaccination === undefined ? 'Add Vaccination' : 'Save Changes'}
          busy={busy || reading}
          disabled={photoError !== undefined}
          onClose={onClose}
        />
      </form>
    </ModalContent>
  );
}
