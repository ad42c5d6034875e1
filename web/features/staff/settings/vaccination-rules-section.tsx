import { Box, Button, chakra, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { vaccinationRulesSchema } from '../../../../domain/schemas/vaccination.ts';
import {
  MAX_DAYS_BEFORE_ARRIVAL,
  REQUIRABLE_VACCINES,
  VACCINE_NAMES,
  type Vaccine,
  type VaccinationRules,
  vaccineTitle,
} from '../../../../domain/vaccinations.ts';
import { RequestFailed } from '../../../../sync/api-client.ts';
import { ChoiceCard } from '../../../components/choice-card.tsx';
import { DeskSection } from '../../../components/desk-section.tsx';
import { checkForm, type FieldErrors, focusFirstError, TextField } from '../../../components/form-field.tsx';
import { notify } from '../../../components/toaster.tsx';
import { useUnsavedForm } from '../../../components/unsaved-forms.ts';
import { useDeskMember } from '../desk-access.tsx';
import { counted } from '../desk-words.ts';
import { Refusal } from './settings-changes.tsx';
import { setVaccinationRules, type VaccinationRulesSetting, useVaccinationRules } from './vaccination-rules.ts';

// The house's vaccination rules (issue 33): every member of the desk reads them in words, as the
// owners are held to them; a manager changes them here.

const LIST = new Intl.ListFormat('en-GB', { type: 'conjunction' });

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** "FVRCP (tricat) and rabies, valid through check-out, given at least 14 days before arrival; spay or neuter proof required" */
function rulesInWords(rules: VaccinationRules): string {
  const given =
    rules.daysBeforeArrival === 0 ? 'given by the day of arrival' : `given at least ${counted(rules.daysBeforeArrival, 'day')} before arrival`;
  const vaccines =
    rules.required.length === 0
      ? 'No vaccinations required'
      : `${capitalised(LIST.format(rules.required.map((vaccine) => VACCINE_NAMES[vaccine])))}, valid through check-out, ${given}`;
  return `${vaccines}; spay or neuter proof ${rules.spayNeuterProof ? 'required' : 'not required'}`;
}

/** The form's values: the vaccines in the list's order, the days as typed. */
interface Draft {
  required: Vaccine[];
  daysBeforeArrival: string;
  spayNeuterProof: boolean;
}

const draftOf = (rules: VaccinationRules): Draft => ({
  required: REQUIRABLE_VACCINES.filter((vaccine) => rules.required.includes(vaccine)),
  daysBeforeArrival: String(rules.daysBeforeArrival),
  spayNeuterProof: rules.spayNeuterProof,
});

/** A message for "required.1" (the second vaccine) belongs to the vaccines' group, where it shows. */
const groupOf = (field: string) => field.split('.')[0]!;

/** Checkboxes under one legend, with the message that refused them. */
function Choices({ legend, error, children }: { legend: string; error: string | undefined; children: ReactNode }) {
  const errorId = useId();
  return (
    <chakra.fieldset aria-invalid={error !== undefined || undefined} aria-describedby={error === undefined ? undefined : errorId}>
      <chakra.legend fontWeight="semibold" mb="2">
        {legend}
      </chakra.legend>
      {children}
      {error !== undefined && (
        <Text id={errorId} aria-live="polite" color="red.700" fontSize="sm" mt="2">
          {error}
        </Text>
      )}
    </chakra.fieldset>
  );
}

/**
 * The manager's form, filled with the rules as they are. Checked by the server's own schema before
 * it is sent; a refusal naming a field shows under that field, any other above the button.
 */
function RulesForm({ rules, onSave }: { rules: VaccinationRules; onSave: (setting: VaccinationRulesSetting) => Promise<void> }) {
  const [draft, setDraft] = useState(() => draftOf(rules));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useUnsavedForm(JSON.stringify(draft) !== JSON.stringify(draftOf(rules)));

  function showErrors(refused: FieldErrors) {
    const byGroup: FieldErrors = {};
    for (const [field, message] of Object.entries(refused)) byGroup[groupOf(field)] ??= message;
    setErrors(byGroup);
    // After React has drawn the messages, so the refused field is marked invalid.
    window.setTimeout(() => focusFirstError(form.current), 0);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = checkForm(vaccinationRulesSchema, draft);
    if (!checked.ok) return showErrors(checked.errors);
    setErrors({});
    setRefusal(null);
    setBusy(true);
    try {
      await onSave(checked.output);
    } catch (error) {
      if (error instanceof RequestFailed && error.field !== undefined) showErrors({ [error.field]: error.message });
      else setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  const toggle = (vaccine: Vaccine, on: boolean) =>
    setDraft((current) => ({
      ...current,
      required: REQUIRABLE_VACCINES.filter((each) => (each === vaccine ? on : current.required.includes(each))),
    }));

  return (
    <form ref={form} onSubmit={(event) => void submit(event)} noValidate aria-label="Change the vaccination rules">
      <Stack gap="5">
        <Choices legend="Vaccines required" error={errors.required}>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="2">
            {REQUIRABLE_VACCINES.map((vaccine) => (
              <ChoiceCard key={vaccine} checked={draft.required.includes(vaccine)} onChange={(on) => toggle(vaccine, on)}>
                {vaccineTitle(vaccine)}
              </ChoiceCard>
            ))}
          </SimpleGrid>
        </Choices>
        <TextField
          label="Days before arrival"
          helper={`How long before check-in a required vaccine must have been given: 0 to ${MAX_DAYS_BEFORE_ARRIVAL} days.`}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_DAYS_BEFORE_ARRIVAL}
          required
          size="lg"
          maxW="10rem"
          name="daysBeforeArrival"
          value={draft.daysBeforeArrival}
          error={errors.daysBeforeArrival}
          onValueChange={(daysBeforeArrival) => setDraft((current) => ({ ...current, daysBeforeArrival }))}
        />
        <Choices legend="Spay or neuter" error={errors.spayNeuterProof}>
          <ChoiceCard checked={draft.spayNeuterProof} onChange={(spayNeuterProof) => setDraft((current) => ({ ...current, spayNeuterProof }))}>
            Proof that the cat is spayed or neutered is required
          </ChoiceCard>
        </Choices>
        <Refusal message={refusal} />
        <Box>
          <Button type="submit" colorPalette="brand" size="lg" loading={busy}>
            Save rules
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

/**
 * The rules in words for everyone at the desk, and for a manager the form that changes them.
 * `reread` brings the rest of the screen (its list of changes) up to date after a change.
 */
export function VaccinationRulesSection({ reread }: { reread?: () => Promise<void> }) {
  const manager = useDeskMember().role === 'manager';
  const { rules, problem, show } = useVaccinationRules();

  async function save(setting: VaccinationRulesSetting) {
    const stored = await setVaccinationRules(setting);
    show(stored);
    notify('Vaccination rules saved', rulesInWords(stored));
    await reread?.();
  }

  return (
    <DeskSection title="Vaccination rules" lead="Every cat’s records are checked against these for each stay.">
      {rules === undefined ? (
        <Text color="fg.muted" role="status">
          {problem ?? 'Reading the rules…'}
        </Text>
      ) : (
        <Stack gap="5">
          <Text bg="bg.subtle" borderRadius="l2" px="4" py="3" fontWeight="medium">
            {rulesInWords(rules)}
          </Text>
          {manager && <RulesForm rules={rules} onSave={save} />}
        </Stack>
      )}
    </DeskSection>
  );
}
