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

async function start(): Promise<void> {
  adoptServerHead();
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
  // A transition lets React yield to the browser while it renders, so a slow phone keeps
  // answering taps and scrolls on the prerendered page meanwhile.
  startTransition(() => createRoot(container).render(app));
  // The installable app (service worker, version check, updates) loads after the page is up.
  void import('./pwa/start.ts').then((pwa) => pwa.startPwa());
}

void start();
