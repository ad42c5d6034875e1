// GET /api/staff/owners: the owners' list, searched by name, e-mail or phone from the address.
import * as v from 'valibot';
import type { OwnerSearchView } from '../../../../api/staff/views.ts';
import { staffRead } from '../staff-api.ts';
import { typedSearch } from './booking-search.ts';

export const ownerSearchSchema = v.object({ q: typedSearch });

export type OwnerSearch = v.InferOutput<typeof ownerSearchSchema>;

export function searchOwners(search: OwnerSearch): Promise<OwnerSearchView> {
  return staffRead<OwnerSearchView>('/api/staff/owners', search);
}
