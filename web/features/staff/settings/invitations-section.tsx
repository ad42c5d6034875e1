import { Badge, Box, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useRef, useState } from 'react';
import type { NewInvitationView, TeamView } from '../../../../domain/contracts/desk-team.ts';
import { formatDay, toCalendarDate } from '../../../../domain/dates.ts';
import { INVITATION_DAYS, invitationSchema, STAFF_ROLES } from '../../../../domain/schemas/staff.ts';
import { DeskSection } from '../../../components/desk-section.tsx';
import { Input } from '../../../components/field-controls.tsx';
import { FormField, SelectField, TextField } from '../../../components/form-field.tsx';
import { Refusal, useRowChange, useSettingsForm } from './settings-changes.tsx';
import { SettingRow } from './setting-row.tsx';
import { ROLE_LABELS } from './staff-roles.ts';
import { invite, revokeInvitation } from './team.ts';

type Invitation = TeamView['invitations'][number];

const STATE: Record<Invitation['state'], { label: string; palette: 'green' | 'blue' | 'gray' | 'red'; text: string }> = {
  open: { label: 'Open', palette: 'green', text: 'green.800' },
  used: { label: 'Used', palette: 'blue', text: 'blue.800' },
  expired: { label: 'Expired', palette: 'gray', text: 'gray.800' },
  revoked: { label: 'Revoked', palette: 'red', text: 'red.800' },
};

const dayOf = (instant: string): string => {
  const day = toCalendarDate(instant);
  return day === undefined ? instant : formatDay(day);
};

function InviteForm({ onInvited }: { onInvited: (invitation: NewInvitationView) => Promise<void> }) {
  const { busy, form, field, refusal, send } = useSettingsForm({ email: '', role: 'staff' });
  const submit = (event: FormEvent<HTMLFormElement>) => send(event, invitationSchema, async (input) => onInvited(await invite(input)));
  return (
    <form ref={form} onSubmit={(event) => void submit(event)} noValidate aria-label="Invite someone">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <Box gridColumn={{ sm: 'span 2' }}>
            <TextField label="E-mail" type="email" required autoComplete="off" size="lg" {...field('email')} />
          </Box>
          <SelectField label="Role" size="lg" {...field('role')}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </SelectField>
        </SimpleGrid>
        <Refusal message={refusal} />
        <Box>
          <Button type="submit" colorPalette="brand" size="lg" loading={busy}>
            Invite
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

/** The new invitation's address: the only time it can be read, so it is there to copy or send. */
function NewAddress({ invitation }: { invitation: NewInvitationView }) {
  const box = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'no' | 'yes' | 'select'>('no');

  async function copy() {
    try {
      await navigator.clipboard.writeText(invitation.address);
      setCopied('yes');
    } catch {
      // No clipboard (an address opened over plain http, or the permission refused): the text is
      // selected so the manager can copy it by hand.
      box.current?.select();
      setCopied('select');
    }
  }

  return (
    <Stack gap="3" bg="brand.50" borderWidth="1px" borderColor="brand.200" borderRadius="l2" p="4" role="status">
      <Text fontWeight="semibold" color="brand.800">
        Invitation ready for {invitation.invitation.email ?? 'a new member'}
      </Text>
      <FormField
        label="Invitation address"
        helper={`We e-mailed it too. It works once, within ${INVITATION_DAYS} days; copy it to send by message as well.`}
      >
        <Input ref={box} value={invitation.address} readOnly bg="white" borderColor="gray.400" size="lg" onFocus={(event) => event.target.select()} />
      </FormField>
      <Box>
        <Button colorPalette="brand" variant={copied === 'yes' ? 'outline' : 'solid'} size="lg" onClick={() => void copy()}>
          {copied === 'yes' ? 'Copied' : 'Copy'}
        </Button>
        {copied === 'select' && (
          <Text fontSize="sm" color="fg.muted" mt="2">
            The address is selected: copy it with your phone’s Copy.
          </Text>
        )}
      </Box>
    </Stack>
  );
}

/** Invitations: invite by e-mail and role, see which are open, used, expired or revoked, revoke one. */
export function InvitationsSection({ team, reread }: { team: TeamView; reread: () => Promise<void> }) {
  const [latest, setLatest] = useState<NewInvitationView | null>(null);
  const rows = useRowChange(reread);

  async function invited(invitation: NewInvitationView) {
    setLatest(invitation);
    await reread();
  }

  return (
    <DeskSection
      title="Invitations"
      lead={`Invite someone to the team: they choose their own password. An invitation works once, within ${INVITATION_DAYS} days.`}
    >
      <Stack gap="5">
        {/* A fresh form for the next invitation once one is made. */}
        <InviteForm key={latest?.invitation.id ?? 'first'} onInvited={invited} />
        {latest !== null && <NewAddress key={latest.invitation.id} invitation={latest} />}
        <Refusal message={rows.refusal} />
        {team.invitations.length > 0 && (
          <Stack as="ul" listStyleType="none" gap="2" aria-label="Invitations">
            {team.invitations.map((invitation) => {
              const state = STATE[invitation.state];
              const who = invitation.email ?? 'No e-mail given';
              return (
                <SettingRow
                  key={invitation.id}
                  title={who}
                  detail={
                    <>
                      <Badge colorPalette={state.palette} color={state.text} variant="subtle" me="2">
                        {state.label}
                      </Badge>
                      {ROLE_LABELS[invitation.role]} · sent {dayOf(invitation.createdAt)}
                      {invitation.state === 'open' && invitation.expiresAt !== null && ` · until ${dayOf(invitation.expiresAt)}`}
                    </>
                  }
                  action={
                    invitation.state === 'open' && (
                      <Button
                        variant="outline"
                        colorPalette="red"
                        color="red.700"
                        loading={rows.busy === invitation.id}
                        aria-label={`Revoke the invitation for ${who}`}
                        onClick={() =>
                          void rows.run(invitation.id, () => revokeInvitation(invitation.id), [
                            'Invitation revoked',
                            `The address sent to ${who} no longer works.`,
                          ])
                        }
                      >
                        Revoke
                      </Button>
                    )
                  }
                />
              );
            })}
          </Stack>
        )}
      </Stack>
    </DeskSection>
  );
}
