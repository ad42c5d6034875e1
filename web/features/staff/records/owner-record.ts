// GET /api/staff/owners/:id: one owner's record, their cats and their stays, to read only; kept on
// this phone, so a record opened before opens with no signal (issue 31).
import type { OwnerRecordView } from '../../../../domain/contracts/desk-owners.ts';
import { type DeskViewState, useDeskView } from '../desk-view.tsx';

export function useOwnerRecord(ownerId: string): DeskViewState<OwnerRecordView> {
  return useDeskView<OwnerRecordView>(`owner:${ownerId}`, `/api/staff/owners/${encodeURIComponent(ownerId)}`);
}
