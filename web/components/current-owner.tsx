import { createContext, type ReactNode, use, useEffect, useState } from 'react';
import type { OwnerJson } from '../../domain/contracts/owner.ts';
import { callHotelFor, RequestFailed } from '../../sync/api-client.ts';
import { mayBeSignedIn } from './signed-in-hint.ts';

export type Owner = OwnerJson;

/** The hotel's own people (staff and managers) work at /staff; the owner area is not theirs. */
export function worksAtHotel(user: Pick<Owner, 'role'>): boolean {
  return user.role === 'staff' || user.role === 'manager';
}

/**
 * Specification point 4: signed in when the current-user call returned a user; a 401 is signed out.
 * Unreachable: the browser holds a session but the server could not be asked (offline, or a server
 * fault); the owner area then trusts the owner it remembers locally (DESIGN section 4).
 */
export type OwnerState = { status: 'loading' } | { status: 'signed-out' } | { status: 'unreachable' } | { status: 'signed-in'; owner: Owner };

const OwnerContext = createContext<OwnerState>({ status: 'loading' });
const OwnerUpdateContext = createContext<(state: OwnerState) => void>(() => undefined);

/**
 * Asks the server who is signed in. The provider below asks once per visit; the staff area asks
 * before its screens load, so nothing of theirs is read for anyone else (web/routes/staff/_desk.tsx).
 * Rejects when the server cannot be asked.
 */
export async function fetchOwner(): Promise<OwnerState> {
  if (!mayBeSignedIn()) return { status: 'signed-out' };
  try {
    return { status: 'signed-in', owner: await callHotelFor<Owner>('GET', '/api/auth/user') };
  } catch (error) {
    if (error instanceof RequestFailed && error.status === 401) return { status: 'signed-out' };
    throw error;
  }
}

/** Asks the server once per visit who is signed in; the navigation bar and guarded pages read it. */
export function CurrentOwnerProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<OwnerState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    fetchOwner().then(
      (next) => current && setState(next),
      // Offline or a server fault: the public site works signed out unless a session may exist.
      () => current && setState({ status: mayBeSignedIn() ? 'unreachable' : 'signed-out' }),
    );
    return () => {
      current = false;
    };
  }, []);
  return (
    <OwnerUpdateContext value={setState}>
      <OwnerContext value={state}>{children}</OwnerContext>
    </OwnerUpdateContext>
  );
}

export function useCurrentOwner(): OwnerState {
  return use(OwnerContext);
}

/** For the sign-in screen: the answer of a sign-in or sign-up is the new signed-in state. */
export function useUpdateCurrentOwner(): (state: OwnerState) => void {
  return use(OwnerUpdateContext);
}
