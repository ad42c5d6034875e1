import { ChakraProvider } from '@chakra-ui/react';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { CurrentOwnerProvider } from './components/current-owner.tsx';
import { adoptServerHead } from './components/page-head.tsx';
import { routeTree } from './routeTree.gen.ts';
import { system } from './theme.ts';

// Every navigation starts at the top of the new page (specification point 2).
const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: false });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

/** The server's inline styles for a prerendered page (api/web-app.ts) go once the app's are in. */
function DropPrerenderedStyles() {
  useEffect(() => {
    document.head.querySelector('style[data-prerendered]')?.remove();
  }, []);
  return null;
}

/**
 * Whether a matched route's code could not be fetched: offline, on a page whose code this phone
 * never kept (the service worker precaches only what an owner needs: scripts/offline-scripts.ts).
 * A split route component keeps its `preload` until it has loaded (lazyRouteComponent).
 */
function pageCodeMissing(): boolean {
  return router.state.matches.some((match) => {
    const component = router.routesById[match.routeId]?.options.component as { preload?: unknown } | undefined;
    return component?.preload !== undefined;
  });
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (container === null) throw new Error('The page has no #root element');
  const app = (
    <StrictMode>
      <ChakraProvider value={system}>
        <CurrentOwnerProvider>
          <RouterProvider router={router} />
        </CurrentOwnerProvider>
      </ChakraProvider>
      <DropPrerenderedStyles />
    </StrictMode>
  );
  // The page's own code first: the first render then draws the whole page at once, replacing a
  // prerendered copy (scripts/prerender.ts) with the same layout, not with an empty frame.
  await router.load();
  // The installable app (service worker, version check, updates) loads after the page is up.
  const startPwa = () => void import('./pwa/start.ts').then((pwa) => pwa.startPwa());
  if (container.childElementCount > 0 && pageCodeMissing()) {
    // The saved page stays as it is, head and all, readable instead of an error screen: its links
    // are plain links, which the service worker answers. With the signal back, it opens as usual.
    // The installable app is not started here: the worker that answered is in place already, and
    // its start-up check would reload this page under the next one the visitor opens.
    window.addEventListener('online', () => window.location.reload(), { once: true });
    return;
  }
  adoptServerHead();
  // A transition lets React yield to the browser while it renders, so a slow phone keeps
  // answering taps and scrolls on the prerendered page meanwhile.
  startTransition(() => createRoot(container).render(app));
  startPwa();
}

void start();
