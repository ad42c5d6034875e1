// The manager's record of the hotel's changes (domain/hotel-changes.ts HotelChangeView).
import type { HotelChangeView } from '../../../../domain/hotel-changes.ts';
import { staffRead } from '../staff-api.ts';

export async function readHotelChanges(): Promise<HotelChangeView[]> {
  return (await staffRead<{ changes: HotelChangeView[] }>('/api/staff/settings/changes')).changes;
}
