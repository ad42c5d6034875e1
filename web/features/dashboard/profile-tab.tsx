import { Box, Button, Card, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { profileSchema } from '../../../domain/schemas/profile.ts';
import { useCheckedForm } from '../../components/checked-form.ts';
import { ChoiceCard } from '../../components/choice-card.tsx';
import { Input } from '../../components/field-controls.tsx';
import { FormField, TextAreaField, TextField } from '../../components/form-field.tsx';
import { notify, notifyChange } from '../../components/toaster.tsx';
import { type LocalOwner, updateProfile, useProfile, whyNotSaved } from '../../db.ts';
import { SyncMark } from './sync-mark.tsx';
import { TabHeading } from './tab-heading.tsx';

/**
 * The form's values as text, as its fields hold them; the daily news e-mails are 'on' or '', so
 * leaving the page with the box changed and not saved is asked about as a typed field is.
 */
type ProfileValues = Record<'firstName' | 'lastName' | 'phone' | 'address' | 'diaryDigest', string>;

export const DIARY_DIGEST_LABEL = 'E-mail me the day’s news during a stay';
export const DIARY_DIGEST_HELPER = 'Each evening while your cat stays with us: what they ate, their medicines, our notes and how many new photos.';

const valuesOf = (owner: LocalOwner): ProfileValues => ({
  firstName: owner.firstName ?? '',
  lastName: owner.lastName ?? '',
  phone: owner.phone ?? '',
  address: owner.address ?? '',
  // On unless turned off: a copy kept before the profile had it has no word, and the hotel's default is on.
  diaryDigest: owner.diaryDigest === false ? '' : 'on',
});

/** The account's own sections, shown below the details for the owner's sign-in address. */
export type AccountControlsSlot = (email: string) => ReactNode;

/**
 * Profile (spec point 2): personal details to edit; the e-mail is the sign-in name, shown
 * read-only here and changed in its own section by a link to the new address (issue 16).
 */
export function ProfileTab({ accountControls }: { accountControls: AccountControlsSlot }) {
  const owner = useProfile();
  if (owner === undefined || owner === null) return null;
  return <ProfileForm key={owner.id} owner={owner} accountControls={accountControls} />;
}

function ProfileForm({ owner, accountControls }: { owner: LocalOwner; accountControls: AccountControlsSlot }) {
  const { values, setValues, busy, form, field, submitChecked } = useCheckedForm<ProfileValues>(() => valuesOf(owner));

  const save = (event: FormEvent<HTMLFormElement>) =>
    submitChecked(event, profileSchema, { ...values, diaryDigest: values.diaryDigest === 'on' }, async (profile) => {
      try {
        await updateProfile(profile);
        notifyChange('Profile Updated', 'Your details are saved.');
      } catch (error) {
        notify('Could not save', whyNotSaved(error), 'error');
      }
    });

  return (
    <Stack gap="6">
      <TabHeading title="Profile" lead="How we reach you about your cats’ stays." action={<SyncMark kind="owner" id={owner.id} />} />
      <Card.Root bg="white" borderColor="bg.muted" borderRadius="l3" maxW="3xl">
        <Card.Body>
          <form ref={form} onSubmit={(event) => void save(event)} noValidate aria-label="Profile">
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <TextField label="First name" required autoComplete="given-name" {...field('firstName')} />
                <TextField label="Last name" required autoComplete="family-name" {...field('lastName')} />
              </SimpleGrid>
              <FormField label="Email" helper="Your sign-in name; change it under Change e-mail below.">
                <Input name="email" value={owner.email} readOnly bg="bg.subtle" borderColor="gray.300" color="fg.muted" />
              </FormField>
              <TextField label="Phone" type="tel" autoComplete="tel" helper="Optional" {...field('phone')} />
              <TextAreaField label="Address" helper="Optional" {...field('address')} />
              <ChoiceCard
                checked={values.diaryDigest === 'on'}
                onChange={(checked) => setValues((current) => ({ ...current, diaryDigest: checked ? 'on' : '' }))}
              >
                <Text as="span" display="block" fontWeight="semibold">
                  {DIARY_DIGEST_LABEL}
                </Text>
                <Text as="span" display="block" color="fg.muted">
                  {DIARY_DIGEST_HELPER}
                </Text>
              </ChoiceCard>
              <Box>
                <Button type="submit" colorPalette="brand" loading={busy}>
                  Save Profile
                </Button>
              </Box>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
      {accountControls(owner.email)}
    </Stack>
  );
}
