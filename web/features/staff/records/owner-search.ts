// GET /api/staff/owners: the owners' list, searched by name, e-mail or phone from the address; each
// search's answer is kept on this phone, so a search made before opens with no signal (issue 31).
import type { OwnerSearchView } from '../../../../domain/contracts/desk-owners.ts';
import { type DeskViewState, useDeskView } from '../desk-view.tsx';
import { type OwnerSearch, searchKey } from './search-params.ts';

export function useOwnerSearch(search: OwnerSearch): DeskViewState<OwnerSearchView> {
  return useDeskView<OwnerSearchView>(`owners:${searchKey(search)}`, '/api/staff/owners', search);
}
