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

/**
 * Once the app's first page is in the document: the server's inline styles for a prerendered page
 * (api/web-app.ts) go, as the app's own are in, and `onDrawn` is told.
 */
function PageTakenOver({ onDrawn }: { onDrawn: () => void }) {
  useEffect(() => {
    document.head.querySelector('style[data-prerendered]')?.remove();
    onDrawn();
  }, [onDrawn]);
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

/**
 * The router's first render scrolls to the top, as for a page just opened. Over a prerendered page
 * the visitor may have read down to the estimator before the app came: they stay where they are.
 */
function keepReadingPlace(): void {
  let place = { x: window.scrollX, y: window.scrollY };
  const note = () => {
    place = { x: window.scrollX, y: window.scrollY };
  };
  window.addEventListener('scroll', note, { passive: true });
  // Subscribed after the router's own scroll handling, so this runs after its reset, in the same task.
  const stop = router.subscribe('onRendered', () => {
    stop();
    window.removeEventListener('scroll', note);
    window.scrollTo(place.x, place.y);
  });
}

/**
 * What became of the page: the app drew it, or it is a saved page whose code this phone never
 * kept, left as it is.
 */
export type AppOutcome = 'drawn' | 'saved-page';

/**
 * Runs the app in `container` (web/main.tsx decides when): the route's code first, then one
 * render over the page that is there. Resolves once the app's page is in the document.
 */
export async function startApp(container: HTMLElement): Promise<AppOutcome> {
  // The page's own code first: the first render then draws the whole page at once, replacing a
  // prerendered copy (scripts/prerender.ts) with the same layout, not with an empty frame.
  await router.load();
  if (container.childElementCount > 0 && pageCodeMissing()) {
    // The saved page stays as it is, head and all, readable instead of an error screen: its links
    // are plain links, which the service worker answers. With the signal back, it opens as usual.
    window.addEventListener('online', () => window.location.reload(), { once: true });
    return 'saved-page';
  }
  adoptServerHead();
  if (container.childElementCount > 0) keepReadingPlace();
  return new Promise((drawn) => {
    const app = (
      <StrictMode>
        <ChakraProvider value={system}>
          <CurrentOwnerProvider>
            <RouterProvider router={router} />
          </CurrentOwnerProvider>
        </ChakraProvider>
        <PageTakenOver onDrawn={() => drawn('drawn')} />
      </StrictMode>
    );
    // A transition lets React yield to the browser while it renders, so a slow phone keeps
    // answering taps and scrolls on the prerendered page meanwhile.
    startTransition(() => createRoot(container).render(app));
  });
}
