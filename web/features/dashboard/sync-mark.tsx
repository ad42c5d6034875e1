import { Badge } from '@chakra-ui/react';
import { type OutboxEntry, useOutbox } from '../../db.ts';

/** 'unsent': a new booking the hotel has not received yet, so its places are not checked yet. */
export type RecordSync = 'saved' | 'unsent' | 'waiting' | 'rejected';

/** Whether a cat, booking or the profile has a change on this phone the server has not taken yet. */
export function syncOf(entries: readonly OutboxEntry[] | undefined, kind: OutboxEntry['subject']['kind'], id: string): RecordSync {
  const own = (entries ?? []).filter((entry) => entry.subject.kind === kind && entry.subject.id === id);
  if (own.some((entry) => entry.state === 'rejected')) return 'rejected';
  if (own.some((entry) => entry.change === 'createBooking')) return 'unsent';
  return own.length > 0 ? 'waiting' : 'saved';
}

export function useRecordSync(kind: OutboxEntry['subject']['kind'], id: string): RecordSync {
  return syncOf(useOutbox(), kind, id);
}

const MARKS: Record<Exclude<RecordSync, 'saved'>, { text: string; palette: 'gray' | 'red'; variant: 'outline' | 'subtle' }> = {
  unsent: { text: 'Waiting to be sent: places are checked then', palette: 'gray', variant: 'outline' },
  waiting: { text: 'Waiting to sync', palette: 'gray', variant: 'outline' },
  rejected: { text: 'Not saved', palette: 'red', variant: 'subtle' },
};

/** Shown on a record while its change waits to be sent, or after the server refused it. */
export function SyncMark({ kind, id }: { kind: OutboxEntry['subject']['kind']; id: string }) {
  const sync = useRecordSync(kind, id);
  if (sync === 'saved') return null;
  const mark = MARKS[sync];
  return (
    <Badge variant={mark.variant} colorPalette={mark.palette} color={mark.palette === 'red' ? 'red.800' : 'gray.700'} size="sm" whiteSpace="normal">
      {mark.text}
    </Badge>
  );
}
