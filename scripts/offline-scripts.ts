import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The file beside the build that names the scripts the service worker keeps at install. */
export const OFFLINE_SCRIPTS_FILE = 'offline-scripts.json';

/**
 * The routes an owner needs with no signal: the home page's estimator, the booking form (a stay
 * drafted offline), sign-in and sign-up (where the estimator and the owner area lead, and which
 * say offline that they need a connection) and the owner area (/dashboard and the confirm, payment
 * and thank-you pages). Another page's code (the prices among them: a page to read, its buttons
 * links) is kept once it has been loaded (sw.ts); its saved markup opens offline either way.
 */
export const OFFLINE_ROUTES = [/\/web\/routes\/(index|booking|login|register)\.tsx$/, /\/web\/routes\/_owner(\.tsx$|\/)/];

/**
 * Code no offline screen runs, which the app loads only when it is needed: the staff desk's (its
 * access check is loaded by the route tree every page carries) and the list of common passwords (only
 * someone setting a password needs it, and that takes a connection: domain/schemas/common-passwords.ts).
 * Reached through a lazy load, it is left out like another route's piece; a script that imports it
 * outright still takes it along.
 */
export const ONLINE_ONLY = [/\/web\/features\/staff\//, /\/domain\/schemas\/common-passwords\.json$/];

/** The module a route's split piece was made from: `…/routes/faq.tsx?tsr-split=component` → `…/routes/faq.tsx`. */
const routeFileOf = (chunk: OutputChunk) => {
  const id = chunk.facadeModuleId ?? '';
  return /\/web\/routes\/[^?]*\?tsr-split=/.test(id) ? id.split('?')[0] : undefined;
};

/**
 * The scripts the installed app needs offline: the entry with everything it imports, the code it
 * loads later that belongs to no route (the installable app's own), and the offline routes'
 * pieces with everything they import or load. Another route's piece that is only loaded later
 * (a link's target) is left out, and so is online-only code that is only loaded later.
 */
export function offlineScripts(
  bundle: OutputBundle,
  offlineRoutes: readonly RegExp[] = OFFLINE_ROUTES,
  onlineOnly: readonly RegExp[] = ONLINE_ONLY,
): string[] {
  const chunks = new Map(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])));
  const notNeededOffline = (chunk: OutputChunk | undefined) => {
    if (chunk === undefined) return false;
    const route = routeFileOf(chunk);
    if (route !== undefined) return !offlineRoutes.some((pattern) => pattern.test(route));
    // Every module in it, as the bundler may put a lazily loaded module in a chunk it shares.
    return chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => onlineOnly.some((pattern) => pattern.test(id)));
  };
  const kept = new Set<string>();
  const keep = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (chunk === undefined || kept.has(fileName)) return;
    kept.add(fileName);
    // What a script imports, it cannot run without; what it loads later is another route's own
    // business when it is a route's piece, and online business when it is online-only code.
    for (const next of chunk.imports) keep(next);
    for (const next of chunk.dynamicImports) if (!notNeededOffline(chunks.get(next))) keep(next);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) keep(chunk.fileName);
  return [...kept].sort();
}

/** Writes OFFLINE_SCRIPTS_FILE for scripts/build-sw.ts. */
export function offlineScriptsFile(): Plugin {
  return {
    name: 'hotel-offline-scripts',
    apply: 'build',
    generateBundle(_options, bundle) {
      this.emitFile({ type: 'asset', fileName: OFFLINE_SCRIPTS_FILE, source: JSON.stringify({ files: offlineScripts(bundle) }, null, 2) });
    },
  };
}
