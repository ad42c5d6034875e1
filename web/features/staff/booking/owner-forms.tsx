import { Alert, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { DeskCat } from '../../../../domain/contracts/desk-stays.ts';
import { catCareSchema, deskNewCatSchema, deskNewOwnerSchema } from '../../../../domain/schemas/desk-bookings.ts';
import { MESSAGES } from '../../../../domain/schemas/messages.ts';
import { useCheckedForm } from '../../../components/checked-form.ts';
import { TextAreaField, TextField } from '../../../components/form-field.tsx';
import { notify } from '../../../components/toaster.tsx';
import { RequestFailed } from '../../../../sync/api-client.ts';
import { addOwnersCat, changeCareNotes, makeOwnerRecord } from './desk-booking-requests.ts';
import { SendOrBack } from './send-or-back.tsx';

// The desk's forms for an owner's record (issue 31): a new owner who phoned, a cat added for them,
// and a cat's care notes changed. Each shows the server's refusal in its words, under its field.

function Problem({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <Alert.Root status="error" borderRadius="l2" role="alert">
      <Alert.Indicator />
      <Alert.Description>{message}</Alert.Description>
    </Alert.Root>
  );
}

/** A form behind a button: the desk opens it when the owner on the phone needs it. */
function Opened({ label, open, onOpen, children }: { label: string; open: boolean; onOpen: () => void; children: ReactNode }) {
  if (!open) {
    return (
      <Button variant="outline" colorPalette="brand" alignSelf="start" onClick={onOpen}>
        {label}
      </Button>
    );
  }
  return (
    <Stack gap="4" borderWidth="1px" borderColor="bg.muted" borderRadius="l3" p="4" bg="white">
      {children}
    </Stack>
  );
}

/** Shows the server's refusal: under its field when it names one, else above the buttons. */
function useRefusal() {
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  return {
    problem,
    fieldErrors,
    clear() {
      setProblem(null);
      setFieldErrors({});
    },
    show(error: unknown) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof RequestFailed && error.field !== undefined) setFieldErrors({ [error.field]: message });
      setProblem(message);
    },
  };
}

/**
 * An owner new to the hotel, who phoned or walked in: their record, and an e-mailed invitation to
 * claim the account (choose a password) when they like. The record's page opens once it is made.
 */
export function NewOwnerForm() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const refusal = useRefusal();
  const { values, busy, form, field, submitChecked } = useCheckedForm({ firstName: '', lastName: '', email: '', phone: '' });
  const withRefusal = (name: keyof typeof values) => ({ ...field(name), error: field(name).error ?? refusal.fieldErrors[name] });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    refusal.clear();
    return submitChecked(event, deskNewOwnerSchema, values, async (owner) => {
      try {
        const made = await makeOwnerRecord(owner);
        notify('Owner’s record made', `An invitation to choose a password went to ${made.invitationSentTo}.`);
        await navigate({ to: '/staff/owners/$ownerId', params: { ownerId: made.ownerId } });
      } catch (error) {
        refusal.show(error);
      }
    });
  };

  return (
    <Opened label="New Owner" open={open} onOpen={() => setOpen(true)}>
      <form ref={form} noValidate aria-label="New owner" onSubmit={(event) => void submit(event)}>
        <Stack gap="4">
          <Text fontWeight="semibold" color="brand.800">
            New owner
          </Text>
          <Text color="fg.muted">For an owner who phoned or called in. They are e-mailed a link to choose their password.</Text>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <TextField label="First name" autoComplete="off" required {...withRefusal('firstName')} />
            <TextField label="Last name" autoComplete="off" required {...withRefusal('lastName')} />
            <TextField label="E-mail" type="email" autoComplete="off" required {...withRefusal('email')} />
            <TextField label="Phone" type="tel" autoComplete="off" required {...withRefusal('phone')} />
          </SimpleGrid>
          <Problem message={refusal.problem} />
          <SendOrBack label="Make the Record" busy={busy} onBack={() => setOpen(false)} />
        </Stack>
      </form>
    </Opened>
  );
}

const CARE_LABELS = {
  medicalInfo: 'Medical',
  dietaryRequirements: 'Diet and feeding',
  specialNeeds: 'Special needs',
  vaccinationRecords: 'Vaccinations',
  emergencyContact: 'Emergency contact',
} as const;
type CareField = keyof typeof CARE_LABELS;
const CARE_FIELDS = Object.keys(CARE_LABELS) as CareField[];

function careValues(cat?: Pick<DeskCat, CareField>): Record<CareField, string> {
  return Object.fromEntries(CARE_FIELDS.map((name) => [name, cat?.[name] ?? ''])) as Record<CareField, string>;
}

/** A cat the desk adds to the owner's record: its name, and whatever care the owner told. */
export function AddCatForm({ ownerId, onAdded }: { ownerId: string; onAdded: () => void }) {
  const [open, setOpen] = useState(false);
  const refusal = useRefusal();
  const { values, setValues, busy, form, field, submitChecked } = useCheckedForm({ name: '', ...careValues() });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    refusal.clear();
    return submitChecked(event, deskNewCatSchema, values, async (cat) => {
      try {
        const added = await addOwnersCat(ownerId, cat);
        notify('Cat added', `${added.name} is on the owner’s record.`);
        setValues({ name: '', ...careValues() });
        setOpen(false);
        onAdded();
      } catch (error) {
        refusal.show(error);
      }
    });
  };

  return (
    <Opened label="Add a Cat" open={open} onOpen={() => setOpen(true)}>
      <form ref={form} noValidate aria-label="Add a cat" onSubmit={(event) => void submit(event)}>
        <Stack gap="4">
          <TextField label="Cat’s name" autoComplete="off" required {...field('name')} />
          {CARE_FIELDS.map((name) => (
            <TextAreaField key={name} label={CARE_LABELS[name]} rows={2} {...field(name)} />
          ))}
          <Problem message={refusal.problem} />
          <SendOrBack label="Add the Cat" busy={busy} onBack={() => setOpen(false)} />
        </Stack>
      </form>
    </Opened>
  );
}

/** A cat's care notes changed at the desk: only the notes changed are sent; the desk is named beside them. */
export function CareNotesForm({ cat, onSaved }: { cat: DeskCat; onSaved: () => void }) {
  const [open, setOpen] = useState(false);
  const refusal = useRefusal();
  const { values, setValues, busy, form, field, submitChecked } = useCheckedForm(() => careValues(cat));
  const changed = Object.fromEntries(CARE_FIELDS.filter((name) => values[name] !== (cat[name] ?? '')).map((name) => [name, values[name]]));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    refusal.clear();
    if (Object.keys(changed).length === 0) {
      event.preventDefault();
      return refusal.show(new Error(MESSAGES.nothingToChange));
    }
    return submitChecked(event, catCareSchema, changed, async (notes) => {
      try {
        await changeCareNotes(cat.id, notes);
        notify('Care notes saved', `${cat.name}’s notes now name you as the last to change them.`);
        setOpen(false);
        onSaved();
      } catch (error) {
        refusal.show(error);
      }
    });
  };

  return (
    <Opened
      label={`Edit ${cat.name}’s Care Notes`}
      open={open}
      onOpen={() => {
        setValues(careValues(cat));
        setOpen(true);
      }}
    >
      <form ref={form} noValidate aria-label={`${cat.name}’s care notes`} onSubmit={(event) => void submit(event)}>
        <Stack gap="4">
          {CARE_FIELDS.map((name) => (
            <TextAreaField key={name} label={CARE_LABELS[name]} rows={2} {...field(name)} />
          ))}
          <Problem message={refusal.problem} />
          <SendOrBack label="Save the Notes" busy={busy} onBack={() => setOpen(false)} />
        </Stack>
      </form>
    </Opened>
  );
}
