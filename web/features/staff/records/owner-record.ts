// GET /api/staff/owners/:id: one owner's record, their cats and their stays, to read only.
import type { OwnerRecordView } from '../../../../api/staff/views.ts';
import { staffRead } from '../staff-api.ts';

export function readOwnerRecord(ownerId: string): Promise<OwnerRecordView> {
  return staffRead<OwnerRecordView>(`/api/staff/owners/${encodeURIComponent(ownerId)}`);
}
