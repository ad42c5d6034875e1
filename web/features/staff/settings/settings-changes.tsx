import { Alert } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import type * as v from 'valibot';
import type { NightSettingsView } from '../../../../domain/contracts/desk-nights.ts';
import { useCheckedForm } from '../../../components/checked-form.ts';
import { notify } from '../../../components/toaster.tsx';

/** What the manager reads when a change did not happen: the server's words, or that there is no connection. */
function refusalOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function Refusal({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <Alert.Root status="error" borderRadius="l2" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

/**
 * A settings form: checked by its domain schema, then sent at once (staffChange: never queued).
 * A refusal (or no connection) keeps everything typed and says why above the button.
 */
export function useSettingsForm<Values extends Record<string, string>>(blank: Values) {
  const form = useCheckedForm<Values>(blank);
  const [refusal, setRefusal] = useState<string | null>(null);

  function send<TSchema extends v.GenericSchema>(
    event: FormEvent<HTMLFormElement>,
    schema: TSchema,
    change: (output: v.InferOutput<TSchema>) => Promise<void>,
  ): Promise<void> {
    return form.submitChecked(event, schema, form.values, async (output) => {
      setRefusal(null);
      try {
        await change(output);
      } catch (error) {
        setRefusal(refusalOf(error));
      }
    });
  }

  return { ...form, refusal, send };
}

/** The toast that says a change is done: its title and a line on what changed. */
export type Done = [title: string, description: string];

/**
 * A change started from a row of a list (reopen, revoke, remove): which row is busy, and the
 * refusal to show above the list. `reread` brings the lists up to date once the hotel has it.
 */
export function useRowChange(reread: () => Promise<void>) {
  const [busy, setBusy] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function run(rowId: string, change: () => Promise<unknown>, done: Done): Promise<void> {
    setBusy(rowId);
    setRefusal(null);
    try {
      await change();
      notify(...done);
      await reread();
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setBusy(null);
    }
  }

  return { busy, refusal, run };
}

/**
 * A new figure or closure: the nights it leaves overbooked (from the answer) to warn about, the
 * lists read again, and a fresh form (`round` is its key) so the next one starts blank.
 */
export function useNightSetting(reread: () => Promise<void>) {
  const [round, setRound] = useState(0);
  const [overbooked, setOverbooked] = useState<NonNullable<NightSettingsView['overbooked']>>([]);

  async function apply(change: () => Promise<NightSettingsView>, done: Done): Promise<void> {
    const answer = await change();
    notify(...done);
    setOverbooked(answer.overbooked ?? []);
    await reread();
    setRound((current) => current + 1);
  }

  return { round, overbooked, apply };
}
