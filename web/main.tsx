import { ChakraProvider } from '@chakra-ui/react';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
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

adoptServerHead();
const root = document.getElementById('root');
if (root === null) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <ChakraProvider value={system}>
      <CurrentOwnerProvider>
        <RouterProvider router={router} />
      </CurrentOwnerProvider>
    </ChakraProvider>
  </StrictMode>,
);
