import type { Plugin } from 'vite';
import { OFFLINE_ROUTES, ONLINE_ONLY } from './offline-scripts.ts';

/** One module of the build as the bundler sees it: what it imports at once and what it loads later. */
export interface ModuleLinks {
  imports: readonly string[];
  lazyImports: readonly string[];
  isEntry: boolean;
}

/** The modules of each file the offline scripts are bundled in. */
export interface ChunkGroups {
  /** The page's first script: what runs before the visitor asks for the app (decision 0023). */
  firstScript: Set<string>;
  /** What any page's app may run. */
  app: Set<string>;
  /** The rest of what an owner needs offline. */
  owner: Set<string>;
}

/** The app itself, which the page's first script loads only when the visitor asks for it. */
const APP_MODULE = /\/web\/app\.tsx$/;
/** The owner's local database (Dexie): it and whatever needs it load with the owner area, not with every tap on a public page. */
const LOCAL_DATABASE = /\/node_modules\/dexie\//;
/** The home page's route: its estimator is the part of a public page most visitors ask the app for. */
const HOME_ROUTE = /\/web\/routes\/index\.tsx$/;

/** A route's split piece, `…/routes/faq.tsx?tsr-split=component`, names its route file before the `?`. */
const routeFileOf = (id: string) => (/\/web\/routes\/[^?]*\?tsr-split=/.test(id) ? id.split('?')[0] : undefined);

/** Every module `roots` reach through imports, and through lazy loads where `followLazy` allows. */
function reach(graph: ReadonlyMap<string, ModuleLinks>, roots: Iterable<string>, followLazy: (id: string) => boolean = () => false): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    const links = graph.get(id);
    if (seen.has(id) || links === undefined) continue;
    seen.add(id);
    pending.push(...links.imports, ...links.lazyImports.filter(followLazy));
  }
  return seen;
}

/**
 * Shares the offline scripts (the same routes and online-only code as scripts/offline-scripts.ts)
 * into two groups besides the first script:
 * - `app`: the app and what it imports, the pieces it loads later that belong to no route and need
 *   no local database (the menu, the update offer, the install banner), the home page's pieces,
 *   and every offline module that a page outside the precache imports too, so that such a page
 *   (the FAQ, the staff desk) never needs the owner's file for a helper it shares;
 * - `owner`: the rest: the local database and the sync engine, the owner area, the booking form,
 *   sign-in and sign-up.
 * `app` holds everything its members import, but what the first script holds, so the app's file
 * never imports the owner's and no two files import each other.
 */
export function appChunkGroups(
  graph: ReadonlyMap<string, ModuleLinks>,
  offlineRoutes: readonly RegExp[] = OFFLINE_ROUTES,
  onlineOnly: readonly RegExp[] = ONLINE_ONLY,
): ChunkGroups {
  const ids = [...graph.keys()];
  const app = ids.find((id) => APP_MODULE.test(id));
  if (app === undefined) return { firstScript: new Set(), app: new Set(), owner: new Set() };
  const isOnlineOnly = (id: string) => onlineOnly.some((pattern) => pattern.test(id));
  const isOtherRoutesPiece = (id: string) => {
    const route = routeFileOf(id);
    return route !== undefined && !offlineRoutes.some((pattern) => pattern.test(route));
  };
  const needsLocalDatabase = (id: string) => [...reach(graph, [id])].some((each) => LOCAL_DATABASE.test(each));

  // The first script, and what it loads by itself as the page opens (the installable app's start).
  const firstOwn = reach(
    graph,
    ids.filter((id) => graph.get(id)?.isEntry === true),
  );
  const firstScript = reach(graph, [...firstOwn, ...[...firstOwn].flatMap((id) => graph.get(id)?.lazyImports ?? []).filter((id) => id !== app)]);
  const offline = reach(graph, [app], (id) => !isOtherRoutesPiece(id) && !isOnlineOnly(id));
  const elsewhere = reach(
    graph,
    ids.filter((id) => isOtherRoutesPiece(id) || (isOnlineOnly(id) && !offline.has(id))),
  );
  const appGroup = reach(
    graph,
    [
      app,
      ...ids.filter((id) => HOME_ROUTE.test(routeFileOf(id) ?? '')),
      ...[...offline].filter((id) => elsewhere.has(id) && !needsLocalDatabase(id)),
    ],
    (id) => routeFileOf(id) === undefined && !isOnlineOnly(id) && !needsLocalDatabase(id),
  );
  const grouped = (id: string) => offline.has(id) && !firstScript.has(id);
  return {
    firstScript,
    app: new Set([...appGroup].filter(grouped)),
    owner: new Set([...offline].filter((id) => grouped(id) && !appGroup.has(id))),
  };
}

/**
 * Bundles the offline scripts in two files (with the first script, four) instead of some ninety:
 * each file cost the precache its own import and export lines and a compressor starting cold,
 * about 35 kB of the 250 kB an owner's phone downloads when the worker installs (decision 0008).
 * The other pages' own code is split as before.
 */
export function appChunks(): Plugin {
  let groups: ChunkGroups = { firstScript: new Set(), app: new Set(), owner: new Set() };
  // Our own modules name a group; the bundler brings along what each uses of a library. The
  // module graph reaches every module of a library through its index (all of Chakra's
  // components, say), not only the few a page uses, so it cannot name the library modules itself.
  const ours = (id: string) => !id.includes('/node_modules/');
  return {
    name: 'hotel-app-chunks',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // The first script keeps its own modules: brought along by the app's, they would
                // make every public page load the app at once.
                { name: 'first', priority: 3, test: (id: string) => groups.firstScript.has(id) },
                { name: 'app', priority: 2, test: (id: string) => ours(id) && groups.app.has(id) },
                { name: 'owner', priority: 1, test: (id: string) => ours(id) && groups.owner.has(id) },
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      const graph = new Map<string, ModuleLinks>();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info !== null) graph.set(id, { imports: info.importedIds, lazyImports: info.dynamicallyImportedIds, isEntry: info.isEntry });
      }
      groups = appChunkGroups(graph);
    },
  };
}
