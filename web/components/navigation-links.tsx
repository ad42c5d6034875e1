import { Button, Link } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useCurrentOwner, worksAtHotel } from './current-owner.tsx';
import { SiteLink } from './site-link.tsx';

// Checking for unsent changes needs the owner's local database: loaded only when Logout is pressed.
const SignOut = lazy(() => import('./sign-out.tsx'));

/** A link to the server's logout path (it works before the app runs) that first asks about unsent changes. */
function LogoutButton({ width }: { width: 'full' | undefined }) {
  const [leaving, setLeaving] = useState(false);
  return (
    <>
      <Button asChild variant="outline" colorPalette="brand" size="sm" width={width}>
        <a
          href="/api/logout"
          onClick={(event) => {
            event.preventDefault();
            setLeaving(true);
          }}
        >
          Logout
        </a>
      </Button>
      {leaving && (
        <Suspense fallback={null}>
          <SignOut onStay={() => setLeaving(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * Signed out: Book Now and Login; signed in: Dashboard (Staff for the hotel's own people) and
 * Logout (a server path the browser visits).
 */
export function AccountActions({ onNavigate, stacked = false }: { onNavigate?: () => void; stacked?: boolean }) {
  const state = useCurrentOwner();
  const width = stacked ? 'full' : undefined;
  // Offline with a session: the owner area works from local data, so it stays one tap away.
  if (state.status === 'signed-in' || state.status === 'unreachable') {
    const staff = state.status === 'signed-in' && worksAtHotel(state.owner);
    return (
      <>
        <Button asChild colorPalette="brand" size="sm" width={width}>
          <SiteLink to={staff ? '/staff' : '/dashboard'} onClick={onNavigate}>
            {staff ? 'Staff' : 'Dashboard'}
          </SiteLink>
        </Button>
        <LogoutButton width={width} />
      </>
    );
  }
  return (
    <>
      <Button asChild colorPalette="brass" size="sm" width={width}>
        <SiteLink to="/booking" onClick={onNavigate}>
          Book Now
        </SiteLink>
      </Button>
      <Button asChild variant="outline" colorPalette="brand" size="sm" width={width}>
        <SiteLink to="/login" onClick={onNavigate}>
          Login
        </SiteLink>
      </Button>
    </>
  );
}

export function NavLink({ to, label, onNavigate }: { to: string; label: string; onNavigate?: () => void }) {
  return (
    <Link asChild color="fg" fontWeight="medium" _currentPage={{ color: 'brand.700', textDecoration: 'underline' }}>
      <SiteLink to={to} onClick={onNavigate} activeOptions={{ exact: true }}>
        {label}
      </SiteLink>
    </Link>
  );
}
