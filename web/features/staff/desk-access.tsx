import { Alert, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { type ErrorComponentProps, Navigate, redirect, useRouteContext } from '@tanstack/react-router';
import { fetchOwner, type OwnerState, worksAtHotel } from '../../components/current-owner.tsx';
import { SiteLink } from '../../components/site-link.tsx';
import { Toaster } from '../../components/toaster.tsx';
import { hotelData } from '../../db.ts';
import type { CodeAppView } from '../../../domain/schemas/second-factor.ts';
import { forgetDesk, rememberedStaff, rememberStaff, type StaffMember } from './desk-snapshots.ts';
import { staffRead } from './staff-api.ts';

/**
 * Past this the server counts as unreachable (a phone with bars but no data in the cattery), and
 * the desk opens from this phone's copy rather than leave a blank page.
 */
const ASK_TIMEOUT_MS = 5000;

/** Why the desk stays shut: an owner is signed in, or nobody is. */
export class DeskClosed extends Error {
  readonly reason: 'owner' | 'nobody';

  constructor(reason: 'owner' | 'nobody') {
    super(reason === 'owner' ? 'An owner is signed in' : 'Nobody is signed in');
    this.reason = reason;
  }
}

/**
 * Whether the hotel asks this member to set up a code app before the desk opens (issue 30).
 * Unreachable, the desk opens from this phone's copy: nothing new is read without the server.
 */
async function codeAppNeeded(): Promise<boolean> {
  try {
    return (await staffRead<CodeAppView>('/api/staff/code')).state === 'needed';
  } catch {
    return false;
  }
}

/**
 * The staff member the desk was opened for on entering it: moving between its screens (and
 * preloading them) need not ask the server again. Entering the desk always asks.
 */
let openFor: StaffMember | undefined;

async function askServer(): Promise<OwnerState> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error('The server did not answer in time')), ASK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([fetchOwner(), late]);
  } catch {
    return { status: 'unreachable' };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Offline, the account that last signed in on this phone decides: a staff sign-in clears the
 * owners' copy (web/features/account) and an owner's sign-in writes it, so an owner remembered
 * there signed in after the desk was last used, and must not see what the desk kept.
 */
async function lastSignedInHere(): Promise<StaffMember> {
  const owner = await hotelData.profile.toCollection().first();
  if (owner !== undefined && !worksAtHotel(owner)) {
    await forgetDesk();
    throw new DeskClosed('owner');
  }
  const member = await rememberedStaff();
  if (member === null) throw new DeskClosed('nobody');
  return member;
}

/**
 * The staff area's gate (issue 14), run before any of its screens loads anything: the staff member
 * the server names, or offline the one this phone remembers; otherwise DeskClosed, and no screen
 * under it asks the server or reads this phone's copy.
 */
export async function openDesk(cause: 'enter' | 'stay' | 'preload'): Promise<StaffMember> {
  if (cause !== 'enter' && openFor !== undefined) return openFor;
  openFor = undefined;
  const state = await askServer();
  let member: StaffMember;
  if (state.status === 'signed-in' && worksAtHotel(state.owner)) {
    member = state.owner;
    // The desk's own address for the setup: a redirect, not a fault the router reports.
    if (await codeAppNeeded()) throw redirect({ to: '/staff/code-app' });
    // What another account kept goes before any screen reads this phone's copy. A phone that
    // cannot keep anything (storage refused) still opens the desk while online.
    await rememberStaff(member).catch(() => undefined);
  } else if (state.status === 'signed-in') {
    // An owner signed in on this phone: whatever the desk kept here is not theirs to hold.
    await forgetDesk().catch(() => undefined);
    throw new DeskClosed('owner');
  } else if (state.status === 'unreachable') {
    member = await lastSignedInHere();
  } else {
    // The server says nobody is signed in: whoever the desk kept this copy for is gone (issue 30).
    await forgetDesk().catch(() => undefined);
    throw new DeskClosed('nobody');
  }
  openFor = member;
  return member;
}

/** The staff member the desk is open for (the context `openDesk` gave the staff area's routes). */
export function useDeskMember(): StaffMember {
  return useRouteContext({ from: '/staff/_desk', select: (context) => context.deskMember });
}

/** An owner who opened a staff address: told plainly, and shown nothing of anyone. */
function ForStaffOnly() {
  return (
    <Container maxW="lg" py={{ base: '16', md: '24' }}>
      <Stack gap="4" align="start">
        <Heading as="h1" fontFamily="heading" fontWeight="normal" fontSize={{ base: '2xl', md: '3xl' }} color="brand.800">
          This part of the app is for the hotel’s staff
        </Heading>
        <Text color="fg.muted">Your reservations, your cats and your profile are in your dashboard.</Text>
        <Button asChild colorPalette="brand" size="lg">
          <SiteLink to="/dashboard">Go to My Dashboard</SiteLink>
        </Button>
      </Stack>
    </Container>
  );
}

/** What shows instead of the desk: the staff's sign-in, the owner's refusal, or an unexpected fault. */
export function DeskShut({ error }: ErrorComponentProps) {
  let body;
  // Signed out, the desk asks for the staff's sign-in (issue 31), not the owners' with its Register.
  if (error instanceof DeskClosed) body = error.reason === 'owner' ? <ForStaffOnly /> : <Navigate to="/staff/sign-in" replace />;
  else {
    body = (
      <Container maxW="lg" py="16">
        <Alert.Root status="error" borderRadius="l3">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>The desk could not open</Alert.Title>
            <Alert.Description>{error instanceof Error ? error.message : String(error)} Reload the page to try again.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </Container>
    );
  }
  return (
    <>
      <Toaster />
      {body}
    </>
  );
}
