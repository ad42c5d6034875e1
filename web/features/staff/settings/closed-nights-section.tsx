import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import type { NightSettingsView } from '../../../../domain/contracts/desk-nights.ts';
import { CLOSED_REASON, closedNightsSchema } from '../../../../domain/schemas/hotel-nights.ts';
import { DeskSection } from '../../../components/desk-section.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { closeNights, type ClosedNightsSetting, reopenNights } from './night-settings.ts';
import { nightsLabel } from './night-ranges.ts';
import { NightRangeFields } from './night-range-fields.tsx';
import { OverbookedNote } from './overbooked-note.tsx';
import { Refusal, useNightSetting, useRowChange, useSettingsForm } from './settings-changes.tsx';
import { SettingRow } from './setting-row.tsx';

function CloseForm({ onClose }: { onClose: (setting: ClosedNightsSetting) => Promise<void> }) {
  const { busy, form, field, refusal, send } = useSettingsForm({ firstNight: '', lastNight: '', reason: '' });
  const submit = (event: FormEvent<HTMLFormElement>) => send(event, closedNightsSchema, onClose);
  return (
    <form ref={form} onSubmit={(event) => void submit(event)} noValidate aria-label="Close nights">
      <Stack gap="4">
        <NightRangeFields firstNight={field('firstNight')} lastNight={field('lastNight')} />
        <TextField
          label="Reason"
          required
          size="lg"
          placeholder="Closed 25 Dec"
          maxLength={CLOSED_REASON.max}
          helper="Shown on the calendar"
          {...field('reason')}
        />
        <Refusal message={refusal} />
        <Box>
          <Button type="submit" colorPalette="brand" size="lg" loading={busy}>
            Close these nights
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

/** Closed nights: no cat is booked in on them. Listed until they have passed; each can be reopened. */
export function ClosedNightsSection({ settings, reread }: { settings: NightSettingsView; reread: () => Promise<void> }) {
  const setting = useNightSetting(reread);
  const rows = useRowChange(reread);

  return (
    <DeskSection title="Closed nights" lead="Nights the hotel takes no guests: no booking or change can include them.">
      <Stack gap="5">
        <Refusal message={rows.refusal} />
        {settings.closed.length === 0 ? (
          <Text color="fg.muted">No coming night is closed.</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="2" aria-label="Closed nights">
            {settings.closed.map((closure) => (
              <SettingRow
                key={closure.id}
                title={nightsLabel(closure)}
                detail={closure.reason}
                action={
                  <Button
                    variant="outline"
                    colorPalette="brand"
                    loading={rows.busy === closure.id}
                    aria-label={`Reopen ${nightsLabel(closure)}`}
                    onClick={() =>
                      void rows.run(closure.id, () => reopenNights(closure.id), ['Nights reopened', `${nightsLabel(closure)} can be booked again.`])
                    }
                  >
                    Reopen
                  </Button>
                }
              />
            ))}
          </Stack>
        )}
        <OverbookedNote nights={setting.overbooked} />
        <CloseForm
          key={setting.round}
          onClose={(closure) => setting.apply(() => closeNights(closure), ['Nights closed', `${nightsLabel(closure)}: ${closure.reason}`])}
        />
      </Stack>
    </DeskSection>
  );
}
