import { describe, expect, it } from 'vitest';
import { appChunkGroups, type ModuleLinks } from './app-chunks.ts';

const W = '/work/web';
const NM = '/work/node_modules';

/** A small app shaped like the hotel's: module -> [imports, lazy loads]. */
const SHAPE: Record<string, [string[], string[]]> = {
  [`${W}/index.html`]: [[`${W}/main.tsx`], []],
  [`${W}/main.tsx`]: [[`${W}/quiet-page.ts`], [`${W}/app.tsx`, `${W}/pwa/start.ts`]],
  [`${W}/quiet-page.ts`]: [[], []],
  [`${W}/pwa/start.ts`]: [[`${W}/quiet-page.ts`], []],
  [`${W}/app.tsx`]: [
    [`${NM}/react/index.js`, `${W}/routeTree.gen.ts`, `${W}/quiet-page.ts`],
    [`${W}/components/menu-drawer.tsx`, `${W}/components/sign-out.tsx`],
  ],
  [`${NM}/react/index.js`]: [[], []],
  [`${W}/components/menu-drawer.tsx`]: [[`${NM}/react/index.js`], []],
  [`${W}/components/sign-out.tsx`]: [[`${W}/db.ts`], []],
  [`${W}/db.ts`]: [[`${NM}/dexie/dist/dexie.js`, `${W}/domain/dates.ts`], []],
  [`${NM}/dexie/dist/dexie.js`]: [[], []],
  [`${W}/domain/dates.ts`]: [[], []],
  [`${W}/routeTree.gen.ts`]: [
    [`${W}/routes/index.tsx`, `${W}/routes/faq.tsx`, `${W}/routes/_owner/dashboard.tsx`, `${W}/routes/staff/_desk.tsx`],
    [],
  ],
  [`${W}/routes/index.tsx`]: [[], [`${W}/routes/index.tsx?tsr-split=component`]],
  [`${W}/routes/index.tsx?tsr-split=component`]: [[`${W}/features/estimator.tsx`], []],
  [`${W}/features/estimator.tsx`]: [[`${W}/domain/pricing.ts`], [`${W}/features/save-draft.ts`]],
  [`${W}/features/save-draft.ts`]: [[`${W}/db.ts`], []],
  [`${W}/domain/pricing.ts`]: [[], []],
  [`${W}/routes/faq.tsx`]: [[], [`${W}/routes/faq.tsx?tsr-split=component`]],
  [`${W}/routes/faq.tsx?tsr-split=component`]: [[`${W}/components/number.ts`, `${W}/features/faq-list.tsx`], []],
  [`${W}/features/faq-list.tsx`]: [[], []],
  [`${W}/components/number.ts`]: [[], []],
  [`${W}/routes/_owner/dashboard.tsx`]: [[], [`${W}/routes/_owner/dashboard.tsx?tsr-split=component`]],
  [`${W}/routes/_owner/dashboard.tsx?tsr-split=component`]: [[`${W}/features/dashboard.tsx`], []],
  [`${W}/features/dashboard.tsx`]: [[`${W}/db.ts`, `${W}/components/number.ts`, `${W}/features/cats-tab.tsx`], []],
  [`${W}/features/cats-tab.tsx`]: [[`${W}/domain/dates.ts`], []],
  [`${W}/routes/staff/_desk.tsx`]: [[], [`${W}/features/staff/desk-access.tsx`, `${W}/routes/staff/_desk.tsx?tsr-split=component`]],
  [`${W}/features/staff/desk-access.tsx`]: [[`${W}/components/sign-out.tsx`], []],
  [`${W}/routes/staff/_desk.tsx?tsr-split=component`]: [[`${W}/features/staff/desk.tsx`], []],
  [`${W}/features/staff/desk.tsx`]: [[`${W}/components/number.ts`, `${W}/domain/dates.ts`], []],
};

const graph = new Map<string, ModuleLinks>(
  Object.entries(SHAPE).map(([id, [imports, lazyImports]]) => [id, { imports, lazyImports, isEntry: id.endsWith('index.html') }]),
);
const groups = appChunkGroups(graph, [/\/web\/routes\/index\.tsx$/, /\/web\/routes\/_owner(\.tsx$|\/)/], [/\/web\/features\/staff\//]);
const short = (ids: Set<string>) => [...ids].map((id) => id.replace('/work/', '')).sort();

describe('appChunkGroups', () => {
  it('leaves the first script, and what it loads at once, to itself', () => {
    expect(short(groups.firstScript)).toEqual(['web/index.html', 'web/main.tsx', 'web/pwa/start.ts', 'web/quiet-page.ts']);
    for (const id of groups.firstScript) {
      expect(groups.app.has(id) || groups.owner.has(id), id).toBe(false);
    }
  });

  it('puts in the app what any page may run: the shell, the menu, the estimator, and what pages outside the precache share with it', () => {
    expect(short(groups.app)).toEqual([
      'node_modules/react/index.js',
      'web/app.tsx',
      'web/components/menu-drawer.tsx',
      'web/components/number.ts',
      'web/domain/dates.ts',
      'web/domain/pricing.ts',
      'web/features/estimator.tsx',
      'web/routeTree.gen.ts',
      'web/routes/_owner/dashboard.tsx',
      'web/routes/faq.tsx',
      'web/routes/index.tsx',
      'web/routes/index.tsx?tsr-split=component',
      'web/routes/staff/_desk.tsx',
    ]);
  });

  it('puts the local database, what needs it and the owner area in the owner file, and nothing another page alone uses', () => {
    expect(short(groups.owner)).toEqual([
      'node_modules/dexie/dist/dexie.js',
      'web/components/sign-out.tsx',
      'web/db.ts',
      'web/features/cats-tab.tsx',
      'web/features/dashboard.tsx',
      'web/features/save-draft.ts',
      'web/routes/_owner/dashboard.tsx?tsr-split=component',
    ]);
    const elsewhereOnly = ['faq.tsx?tsr-split=component', 'features/faq-list.tsx', 'features/staff/desk.tsx', 'features/staff/desk-access.tsx'];
    for (const id of elsewhereOnly.map((name) => `${W}/${name.startsWith('features') ? name : `routes/${name}`}`)) {
      expect(groups.app.has(id) || groups.owner.has(id), id).toBe(false);
    }
  });

  it('never makes the app file import the owner file: what an app module imports is in the app or the first script', () => {
    for (const id of groups.app) {
      for (const imported of graph.get(id)?.imports ?? []) {
        expect(groups.app.has(imported) || groups.firstScript.has(imported), `${id} imports ${imported}`).toBe(true);
      }
    }
  });

  it('groups nothing in a build without the app (a library build, the service worker)', () => {
    const worker = new Map<string, ModuleLinks>([['/work/sw.ts', { imports: [], lazyImports: [], isEntry: true }]]);
    expect(appChunkGroups(worker)).toEqual({ firstScript: new Set(), app: new Set(), owner: new Set() });
  });
});
