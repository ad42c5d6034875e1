import { Alert, Box, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { formatDay, hotelClock, parseInstant, todayAtHotel } from '../../../domain/dates.ts';
import { useOnline } from '../../components/online.ts';
import { useDeskMember } from './desk-access.tsx';
import { keepView, keptView, type SnapshotKey } from './desk-snapshots.ts';
import { RequestFailed } from '../../../sync/api-client.ts';
import { staffRead } from './staff-api.ts';

/** A read the desk could not make, and no copy on this phone to show instead. */
const NOTHING_KEPT = 'This phone cannot reach the hotel’s server and has no copy of this screen yet. It shows as soon as you have signal.';

interface DeskRead<T> {
  key: SnapshotKey;
  view?: T;
  /** The view is this phone's copy of the last pull, not the server's answer now. */
  kept: boolean;
  /** When a kept copy was pulled. */
  keptAt?: string;
  problem?: string;
}

export interface DeskViewState<T> {
  view: T | undefined;
  kept: boolean;
  /** When the kept copy was pulled; undefined for the server's answer now. */
  keptAt: string | undefined;
  problem: string | undefined;
  /** Asks the server again, after a desk action changed what the screen shows. */
  reload: () => void;
}

/**
 * One screen's answer from /api/staff: from the server when it answers, kept on this phone for
 * later; from the kept copy when there is no connection or the server fails. A refusal (signed
 * out, not staff) is an answer and shows no copy. `key` names the question, so one key is always
 * asked with the same path and query. Asks again when the connection comes back.
 */
export function useDeskView<T>(key: SnapshotKey, path: string, query: Record<string, string | number | undefined> = {}): DeskViewState<T> {
  const member = useDeskMember();
  const online = useOnline();
  const [attempt, setAttempt] = useState(0);
  const [read, setRead] = useState<DeskRead<T>>({ key, kept: false });

  useEffect(() => {
    let current = true;
    staffRead<T>(path, query).then(
      (view) => {
        if (!current) return;
        setRead({ key, view, kept: false });
        // A phone that cannot keep a copy (storage full or refused) still shows the answer.
        keepView(member.id, key, view).catch(() => undefined);
      },
      async (error: unknown) => {
        const status = error instanceof RequestFailed ? error.status : 0;
        const unreachable = status === 0 || status >= 500;
        const kept = unreachable ? await keptView<T>(member.id, key).catch(() => undefined) : undefined;
        if (!current) return;
        // The server's own time of the answer where it gives one, else when this phone pulled it.
        if (kept !== undefined) setRead({ key, view: kept.view, kept: true, keptAt: serverTimeOf(kept.view) ?? kept.keptAt });
        else setRead({ key, kept: false, problem: status === 0 ? NOTHING_KEPT : (error as Error).message });
      },
    );
    return () => {
      current = false;
    };
    // `key` stands for path and query (see above); `online` and `attempt` ask again.
  }, [key, member.id, online, attempt]);

  // Until the new question is answered, nothing of the last one's answer shows.
  const mine = read.key === key ? read : { kept: false, view: undefined, problem: undefined, keptAt: undefined };
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { view: mine.view, kept: mine.kept, keptAt: mine.keptAt, problem: mine.problem, reload };
}

/** Today, the calendar and a night say when the server answered them. */
function serverTimeOf(view: unknown): string | undefined {
  const asOf = (view as { asOf?: unknown } | null)?.asOf;
  return typeof asOf === 'string' ? asOf : undefined;
}

/** "as of 14:05", by the hotel's clock; the day too when the copy is not from today. */
export function asOfWords(asOf: string, now: Date = new Date()): string {
  const at = parseInstant(asOf);
  if (at === undefined) return `as of ${asOf}`;
  const { date, time } = hotelClock(at);
  return date === todayAtHotel(now) ? `as of ${time}` : `as of ${time} on ${formatDay(date)}`;
}

/**
 * A desk screen's states: a spinner while the first answer comes, the reason when there is none,
 * and over a kept copy the time it was pulled, so nobody takes it for the house right now. Inside
 * the screen's frame, so a read that fails never takes the desk's tabs with it.
 */
export function DeskViewStates<T>({ state, children }: { state: DeskViewState<T>; children: (view: T) => ReactNode }) {
  const { view, kept, keptAt, problem, reload } = state;
  const online = useOnline();
  if (view === undefined && problem === undefined) {
    return (
      <Stack align="center" gap="3" py="16" role="status" aria-live="polite">
        <Spinner size="lg" color="brand.700" borderWidth="3px" />
        <Text color="fg.muted">Asking the hotel’s server…</Text>
      </Stack>
    );
  }
  if (view === undefined) {
    return (
      <Alert.Root status="error" borderRadius="l3" alignItems="start">
        <Alert.Indicator />
        <Alert.Content gap="3">
          <Alert.Title>This screen could not be loaded</Alert.Title>
          <Alert.Description>{problem}</Alert.Description>
          <Box>
            <Button colorPalette="brand" variant="outline" onClick={reload}>
              Try again
            </Button>
          </Box>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Stack gap="5">
      {kept && (
        <Alert.Root status="warning" borderRadius="l3" alignItems="start">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {online ? 'The hotel’s server did not answer' : 'Offline'}
              {keptAt === undefined ? '' : `: ${asOfWords(keptAt)}`}
            </Alert.Title>
            <Alert.Description>
              This is the copy this phone pulled last; it updates when the server answers again. The round’s taps, check-ins and check-outs are kept
              on this phone and sent when the signal returns; the other actions need a connection.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {children(view)}
    </Stack>
  );
}
