import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import type { NightSettingsView } from '../../../../domain/contracts/desk-nights.ts';
import { NIGHT_CAPACITY_MAX, nightCapacitySchema } from '../../../../domain/schemas/hotel-nights.ts';
import { DeskSection } from '../../../components/desk-section.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { type NightCapacitySetting, setNightCapacity } from './night-settings.ts';
import { catsWord, placesWord } from '../desk-words.ts';
import { capacityRanges, nightsLabel } from './night-ranges.ts';
import { NightRangeFields } from './night-range-fields.tsx';
import { OverbookedNote } from './overbooked-note.tsx';
import { Refusal, useNightSetting, useRowChange, useSettingsForm } from './settings-changes.tsx';
import { SettingRow } from './setting-row.tsx';

function CapacityForm({ onSet }: { onSet: (setting: NightCapacitySetting) => Promise<void> }) {
  const { busy, form, field, refusal, send } = useSettingsForm({ firstNight: '', lastNight: '', capacity: '' });
  const submit = (event: FormEvent<HTMLFormElement>) => send(event, nightCapacitySchema, onSet);
  return (
    <form ref={form} onSubmit={(event) => void submit(event)} noValidate aria-label="Set places for some nights">
      <Stack gap="4">
        <NightRangeFields firstNight={field('firstNight')} lastNight={field('lastNight')} />
        <TextField
          label="Places a night"
          type="number"
          inputMode="numeric"
          min={0}
          max={NIGHT_CAPACITY_MAX}
          required
          size="lg"
          {...field('capacity')}
        />
        <Refusal message={refusal} />
        <Box>
          <Button type="submit" colorPalette="brand" size="lg" loading={busy}>
            Set places
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

/** Places per night: the usual figure, the nights set otherwise, and a form to set a range. */
export function CapacitySection({ settings, reread }: { settings: NightSettingsView; reread: () => Promise<void> }) {
  const setting = useNightSetting(reread);
  const rows = useRowChange(reread);
  const usual = settings.defaultCapacity;
  const ranges = capacityRanges(settings.capacities);

  return (
    <DeskSection
      title="Places per night"
      lead={`Usually ${catsWord(usual)} a night. Set fewer (or more) for some nights; clear them to go back to ${usual}.`}
    >
      <Stack gap="5">
        <Refusal message={rows.refusal} />
        {ranges.length === 0 ? (
          <Text color="fg.muted">Every coming night has the usual {placesWord(usual)}.</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="2" aria-label="Nights with their own figure">
            {ranges.map((range) => {
              const key = `${range.firstNight}/${range.lastNight}`;
              return (
                <SettingRow
                  key={key}
                  title={nightsLabel(range)}
                  detail={`${placesWord(range.capacity)} a night`}
                  action={
                    <Button
                      variant="outline"
                      colorPalette="brand"
                      loading={rows.busy === key}
                      aria-label={`Back to ${placesWord(usual)} for ${nightsLabel(range)}`}
                      onClick={() =>
                        void rows.run(key, () => setNightCapacity({ ...range, capacity: null }), [
                          'Places back to usual',
                          `${nightsLabel(range)}: ${placesWord(usual)} a night.`,
                        ])
                      }
                    >
                      Back to {usual}
                    </Button>
                  }
                />
              );
            })}
          </Stack>
        )}
        <OverbookedNote nights={setting.overbooked} />
        <CapacityForm
          key={setting.round}
          onSet={(figure) =>
            setting.apply(() => setNightCapacity(figure), ['Places set', `${nightsLabel(figure)}: ${placesWord(figure.capacity ?? usual)} a night.`])
          }
        />
      </Stack>
    </DeskSection>
  );
}
