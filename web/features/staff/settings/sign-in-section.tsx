import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { CodeAppView } from '../../../../domain/schemas/second-factor.ts';
import { DeskSection } from '../../../components/desk-section.tsx';
import { notify } from '../../../components/toaster.tsx';
import { Refusal } from './settings-changes.tsx';
import { SettingRow } from './setting-row.tsx';
import { setStaffNeedCodeApp } from './team.ts';

/**
 * How the team signs in (issue 30): managers always with a code app; the manager decides whether
 * plain staff do too. The manager's own app, and the recovery codes left, are shown beside it.
 */
export function SignInSection({ codeApp, reread }: { codeApp: CodeAppView; reread: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const need = codeApp.staffNeedCodeApp;

  async function toggle() {
    setBusy(true);
    setRefusal(null);
    try {
      await setStaffNeedCodeApp(!need);
      notify(
        need ? 'Staff sign in with a password alone' : 'Staff need a code app',
        need ? 'Managers still use their code app.' : 'Each member of staff sets one up at their next visit to the desk.',
      );
      await reread();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <DeskSection title="Signing in" lead="Managers sign in with a password and a code from an app on their phone.">
      <Stack gap="4">
        <Refusal message={refusal} />
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Signing in">
          <SettingRow
            title="Staff need a code app too"
            detail={need ? 'On: staff sign in with a password and a code.' : 'Off: staff sign in with a password alone.'}
            action={
              <Button size="sm" variant="outline" colorPalette="brand" loading={busy} onClick={() => void toggle()}>
                {need ? 'Turn Off' : 'Turn On'}
              </Button>
            }
          />
          <SettingRow
            title="Your code app"
            detail={codeApp.state === 'on' ? `On. ${codeApp.recoveryCodesLeft} of 10 recovery codes left.` : 'Not set up yet.'}
          />
        </Stack>
      </Stack>
    </DeskSection>
  );
}
