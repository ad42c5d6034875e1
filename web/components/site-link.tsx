import { Link as RouterLink } from '@tanstack/react-router';
import type { ComponentProps } from 'react';

type SiteLinkProps = Omit<ComponentProps<typeof RouterLink>, 'to'> & { to: string };

/**
 * A client-side link to any of the site's addresses. The router types `to` by the routes it
 * knows; the navigation and footer take their addresses from content data, and the owner-area
 * pages (login, booking, dashboard) arrive route by route, so the check is loosened here, once.
 * An address no route answers still shows the 404 screen, as the server does.
 */
export function SiteLink({ to, ...props }: SiteLinkProps) {
  return <RouterLink {...props} to={to as '/'} />;
}
