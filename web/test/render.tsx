import { ChakraProvider } from '@chakra-ui/react';
import { type AnyRoute, createMemoryHistory, createRootRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CurrentOwnerProvider } from '../components/current-owner.tsx';
import { routeTree } from '../routeTree.gen.ts';
import { system } from '../theme.ts';

export interface RenderedPage extends RenderResult {
  router: ReturnType<typeof createRouter>;
}

interface RenderOptions {
  /** The address the memory history starts at; `/` unless told. */
  path?: string;
}

/**
 * Mounts a route tree the way web/app.tsx does (Chakra's system, the signed-in state, the
 * router), on a memory history so no test touches jsdom's address bar. The router has finished
 * loading the first page when this resolves.
 */
async function mount(tree: AnyRoute, { path = '/' }: RenderOptions): Promise<RenderedPage> {
  const router = createRouter({
    routeTree: tree,
    history: createMemoryHistory({ initialEntries: [path] }),
    scrollRestoration: false,
  });
  await act(() => router.load());
  const result = await act(async () =>
    render(
      <ChakraProvider value={system}>
        <CurrentOwnerProvider>
          <RouterProvider router={router} />
        </CurrentOwnerProvider>
      </ChakraProvider>,
    ),
  );
  return { ...result, router: router as unknown as RenderedPage['router'] };
}

/**
 * Renders one component inside a small root route, so its links (the router's `Link`,
 * `SiteLink`) resolve and render real `href`s. Links to addresses that have no route here still
 * render; following them shows nothing.
 */
export function renderWithRouter(ui: ReactNode, options: RenderOptions = {}): Promise<RenderedPage> {
  const root = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
    notFoundComponent: () => null,
  });
  return mount(root, options);
}

/** Renders the whole app (the generated route tree: navigation, page, footer) at `path`. */
export function renderApp(path: string): Promise<RenderedPage> {
  return mount(routeTree, { path });
}
