import { Badge } from '@chakra-ui/react';
import { type OutboxEntry, useOutbox } from '../../db.ts';

export type RecordSync = 'saved' | 'waiting' | 'rejected';

/** Whether a cat, booking or the profile has a change on this phone the server has not taken yet. */
export function syncOf(entries: readonly OutboxEntry[] | undefined, kind: OutboxEntry['subject']['kind'], id: string): RecordSync {
  const own = (entries ?? []).filter((entry) => entry.subject.kind === kind && entry.subject.id === id);
  if (own.some((entry) => entry.state === 'rejected')) return 'rejected';
  return own.length > 0 ? 'waiting' : 'saved';
}

export function useRecordSync(kind: OutboxEntry['subject']['kind'], id: string): RecordSync {
  return syncOf(useOutbox(), kind, id);
}

/** Shown on a record while its change waits to be sent, or after the server refused it. */
export function SyncMark({ kind, id }: { kind: OutboxEntry['subject']['kind']; id: string }) {
  const sync = useRecordSync(kind, id);
  if (sync === 'saved') return null;
  return sync === 'waiting' ? (
    <Badge variant="outline" colorPalette="gray" color="gray.700" size="sm">
      Waiting to sync
    </Badge>
  ) : (
    <Badge variant="subtle" colorPalette="red" color="red.800" size="sm">
      Not saved
    </Badge>
  );
}
