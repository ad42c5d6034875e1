// GET /api/staff/owners: the owners' list, searched by name, e-mail or phone from the address.
import type { OwnerSearchView } from '../../../../api/staff/views.ts';
import { staffRead } from '../staff-api.ts';
import type { OwnerSearch } from './search-params.ts';

export function searchOwners(search: OwnerSearch): Promise<OwnerSearchView> {
  return staffRead<OwnerSearchView>('/api/staff/owners', search);
}
