/**
 * Whether `dist/web` was built from the sources as they are now, so `npm start` rebuilds only
 * when it must (docs/decisions/0020-node-runtime.md):
 *
 *   node scripts/build-stamp.ts begin   first step of `npm run build`: forgets the last stamp and
 *                                       notes what this build is made from
 *   node scripts/build-stamp.ts done    last step: that note becomes the build's stamp
 *   node scripts/build-stamp.ts check   prints "build is current" (exit 0) or why it is not (exit 1)
 *
 * The stamp is a hash of every file the build reads, by path and content: editing, adding,
 * removing or renaming one changes it, and a checkout that leaves contents alone does not. The
 * inputs are noted when the build begins, so a file edited while it runs is built again next time.
 * A build that fails leaves no stamp. The server (api/) is not an input: Node runs it from its
 * sources at every start, and the build only draws the app's pages with it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const STAMP = join(ROOT, 'dist/build-stamp.json');
const BEGUN = join(ROOT, 'dist/build-stamp.begun.json');
/** Files every complete build leaves: the app's page, the pages' heads, and the service worker (written last). */
const BUILT = ['index.html', 'page-heads.json', 'sw.js'].map((file) => join(ROOT, 'dist/web', file));

/** What the build reads: the app, the rules and sync engine it bundles, the worker, the build's own scripts and settings. */
const INPUT_FOLDERS = ['web', 'domain', 'sync', 'scripts'];
// The bundlers read compiler options through tsconfig.json's references: the app's and the worker's, and their base.
const INPUT_FILES = [
  'sw.ts',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.base.json',
  'tsconfig.web.json',
  'tsconfig.sw.json',
  'package.json',
  'package-lock.json',
];

/** Tests, and the route tree the build itself writes from web/routes (which are inputs). */
function isInput(path: string): boolean {
  return !/\.test\.tsx?$/.test(path) && !/(^|\/)test\//.test(path) && path !== 'web/routeTree.gen.ts';
}

export function inputFiles(root: string = ROOT): string[] {
  const inFolders = INPUT_FOLDERS.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1)),
  );
  return [...inFolders, ...INPUT_FILES.filter((file) => existsSync(join(root, file)))].filter(isInput).sort();
}

/** One hash over every input's path and content. */
export function sourcesHash(root: string = ROOT): string {
  const hash = createHash('sha256');
  for (const file of inputFiles(root))
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

/** Why `npm start` must build first, or undefined when the build is current. */
export function whyRebuild(): string | undefined {
  const missing = BUILT.find((file) => !existsSync(file));
  if (missing !== undefined) return `build is missing (${missing.slice(ROOT.length + 1)})`;
  if (!existsSync(STAMP)) return 'build has no stamp (built before stamps, or its last build failed)';
  const { sources } = JSON.parse(readFileSync(STAMP, 'utf8')) as { sources: string };
  return sources === sourcesHash() ? undefined : 'sources changed since the last build';
}

function main(step: string | undefined): void {
  if (step === 'begin') {
    mkdirSync(join(ROOT, 'dist'), { recursive: true });
    rmSync(STAMP, { force: true });
    writeFileSync(BEGUN, JSON.stringify({ sources: sourcesHash() }));
  } else if (step === 'done') {
    renameSync(BEGUN, STAMP);
  } else if (step === 'check') {
    const why = whyRebuild();
    console.log(why === undefined ? 'build is current' : `${why}: building`);
    process.exitCode = why === undefined ? 0 : 1;
  } else {
    throw new Error(`build-stamp: begin, done or check, not "${step}"`);
  }
}

if (import.meta.main) main(process.argv[2]);
