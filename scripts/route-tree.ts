import { resolve } from 'node:path';
import { Generator, getConfig } from '@tanstack/router-generator';

// Writes web/routeTree.gen.ts from web/routes, as `vite build` does, without a build: for
// `npm run typecheck` right after a route file was added.
const root = resolve(import.meta.dirname, '..');
const config = getConfig(
  {
    routesDirectory: resolve(root, 'web/routes'),
    generatedRouteTree: resolve(root, 'web/routeTree.gen.ts'),
    quoteStyle: 'single',
    target: 'react',
  },
  root,
);
await new Generator({ config, root }).run();
