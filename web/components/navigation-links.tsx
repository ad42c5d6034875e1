import { Button, Link } from '@chakra-ui/react';
import { useCurrentOwner } from './current-owner.tsx';
import { SiteLink } from './site-link.tsx';

/** Signed out: Book Now and Login; signed in: Dashboard and Logout (a server path the browser visits). */
export function AccountActions({ onNavigate, stacked = false }: { onNavigate?: () => void; stacked?: boolean }) {
  const state = useCurrentOwner();
  const width = stacked ? 'full' : undefined;
  if (state.status === 'signed-in') {
    return (
      <>
        <Button asChild colorPalette="brand" size="sm" width={width}>
          <SiteLink to="/dashboard" onClick={onNavigate}>
            Dashboard
          </SiteLink>
        </Button>
        <Button asChild variant="outline" colorPalette="brand" size="sm" width={width}>
          <a href="/api/logout">Logout</a>
        </Button>
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
