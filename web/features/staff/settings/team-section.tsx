import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { TeamView } from '../../../../domain/contracts/desk-team.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DeskSection } from '../../../components/desk-section.tsx';
import { Refusal, useRowChange } from './settings-changes.tsx';
import { SettingRow } from './setting-row.tsx';
import { ROLE_LABELS } from './staff-roles.ts';
import { removeMember } from './team.ts';

type Member = TeamView['members'][number];

const nameOf = (member: Member): string =>
  [member.firstName, member.lastName].filter((part) => part !== null && part !== '').join(' ') || member.email;

/** The hotel's accounts with their roles; a manager may remove anyone's but their own. */
export function TeamSection({ team, reread }: { team: TeamView; reread: () => Promise<void> }) {
  const rows = useRowChange(reread);
  // The member asked about stays set while the dialog closes, so its title does not go blank.
  const [asked, setAsked] = useState<Member | null>(null);
  const [asking, setAsking] = useState(false);

  function ask(member: Member) {
    setAsked(member);
    setAsking(true);
  }

  function remove() {
    setAsking(false);
    if (asked !== null)
      void rows.run(asked.id, () => removeMember(asked.id), [
        'Account removed',
        `${nameOf(asked)} is signed out everywhere and can no longer sign in.`,
      ]);
  }

  return (
    <DeskSection title="Staff accounts" lead="Everyone who signs in to the hotel’s side of the app.">
      <Stack gap="4">
        <Refusal message={rows.refusal} />
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Staff accounts">
          {team.members.map((member) => (
            <SettingRow
              key={member.id}
              title={
                <HStack gap="2" wrap="wrap">
                  <Text as="span">{nameOf(member)}</Text>
                  <Badge colorPalette={member.role === 'manager' ? 'brass' : 'brand'} variant="subtle">
                    {ROLE_LABELS[member.role]}
                  </Badge>
                  {member.you && (
                    <Badge colorPalette="gray" color="gray.800" variant="outline">
                      You
                    </Badge>
                  )}
                </HStack>
              }
              detail={member.email}
              action={
                !member.you && (
                  <Button
                    variant="outline"
                    colorPalette="red"
                    color="red.700"
                    loading={rows.busy === member.id}
                    aria-label={`Remove ${nameOf(member)}`}
                    onClick={() => ask(member)}
                  >
                    Remove
                  </Button>
                )
              }
            />
          ))}
        </Stack>
      </Stack>
      <ConfirmDialog
        open={asking}
        title={`Remove ${asked === null ? 'this account' : nameOf(asked)}?`}
        confirmLabel="Remove account"
        cancelLabel="Keep"
        destructive
        onCancel={() => setAsking(false)}
        onConfirm={remove}
      >
        They are signed out on every phone at once and can no longer sign in. What they did stays in each booking’s history.
      </ConfirmDialog>
    </DeskSection>
  );
}
