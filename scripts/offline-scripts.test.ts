import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { OFFLINE_ROUTES, ONLINE_ONLY, offlineScripts } from './offline-scripts.ts';

type Chunk = Pick<Rolldown.OutputChunk, 'type' | 'fileName' | 'isEntry' | 'facadeModuleId' | 'moduleIds' | 'imports' | 'dynamicImports'>;

/**
 * A build in miniature: each chunk with the module it was made for (or the modules it holds) and
 * what it imports or loads.
 */
function bundle(chunks: Partial<Chunk>[]): Rolldown.OutputBundle {
  const full = chunks.map(
    (chunk) =>
      ({
        type: 'chunk',
        isEntry: false,
        facadeModuleId: null,
        moduleIds: chunk.facadeModuleId ? [chunk.facadeModuleId.split('?')[0]] : [`/work/web/${chunk.fileName}`],
        imports: [],
        dynamicImports: [],
        ...chunk,
      }) as Chunk,
  );
  return Object.fromEntries(full.map((chunk) => [chunk.fileName, chunk])) as unknown as Rolldown.OutputBundle;
}

const route = (file: string, piece = 'component') => `/work/web/routes/${file}?tsr-split=${piece}`;

describe('the scripts an owner needs offline', () => {
  const build = bundle([
    { fileName: 'index.js', isEntry: true, imports: ['react.js'], dynamicImports: ['home.js', 'faq.js', 'dashboard.js', 'desk.js', 'pwa.js'] },
    { fileName: 'react.js' },
    { fileName: 'pwa.js', facadeModuleId: '/work/web/pwa/start.ts', dynamicImports: ['banner.js'] },
    { fileName: 'banner.js', facadeModuleId: '/work/web/pwa/install-banner.tsx' },
    { fileName: 'home.js', facadeModuleId: route('index.tsx'), imports: ['estimator.js'] },
    { fileName: 'estimator.js' },
    { fileName: 'faq.js', facadeModuleId: route('faq.tsx'), imports: ['accordion.js'] },
    { fileName: 'accordion.js' },
    { fileName: 'dashboard.js', facadeModuleId: route('_owner/dashboard.tsx'), imports: ['dexie.js'], dynamicImports: ['cat-dialog.js', 'faq.js'] },
    { fileName: 'cat-dialog.js', facadeModuleId: '/work/web/features/dashboard/cat-dialog.tsx' },
    { fileName: 'dexie.js' },
    { fileName: 'desk.js', facadeModuleId: route('staff/_desk.tsx', 'loader'), imports: ['dexie.js', 'desk-words.js'] },
    { fileName: 'desk-words.js' },
  ]);

  it('keeps the entry, what it loads that is no route, and the offline routes with all they need', () => {
    expect(offlineScripts(build)).toEqual([
      'banner.js',
      'cat-dialog.js',
      'dashboard.js',
      'dexie.js',
      'estimator.js',
      'home.js',
      'index.js',
      'pwa.js',
      'react.js',
    ]);
  });

  it('leaves out another route’s pieces that are only loaded later, even by an offline route', () => {
    const kept = offlineScripts(build);
    for (const file of ['faq.js', 'accordion.js', 'desk.js', 'desk-words.js']) expect(kept).not.toContain(file);
  });

  it('keeps another route’s piece that an offline script imports: it cannot run without it', () => {
    const shared = bundle([
      { fileName: 'index.js', isEntry: true, dynamicImports: ['dashboard.js', 'faq.js'] },
      { fileName: 'dashboard.js', facadeModuleId: route('_owner/dashboard.tsx'), imports: ['faq.js'] },
      { fileName: 'faq.js', facadeModuleId: route('faq.tsx'), imports: ['accordion.js'] },
      { fileName: 'accordion.js' },
    ]);
    expect(offlineScripts(shared)).toEqual(['accordion.js', 'dashboard.js', 'faq.js', 'index.js']);
  });

  it('leaves out online-only code loaded later, also in a chunk with no module of its own, yet keeps it where an offline script imports it', () => {
    const build = bundle([
      { fileName: 'index.js', isEntry: true, dynamicImports: ['desk-access.js', 'register.js', 'dashboard.js'] },
      // The bundler put the lazily loaded desk check in a chunk it shares with the desk's pieces.
      { fileName: 'desk-access.js', moduleIds: ['/work/web/features/staff/desk-snapshots.ts', '/work/web/features/staff/desk-access.tsx'] },
      { fileName: 'register.js', facadeModuleId: route('register.tsx'), imports: ['account.js'] },
      { fileName: 'account.js', moduleIds: ['/work/domain/schemas/account.ts'], dynamicImports: ['common-passwords.js'] },
      { fileName: 'common-passwords.js', moduleIds: ['/work/domain/schemas/common-passwords.json'] },
      { fileName: 'dashboard.js', facadeModuleId: route('_owner/dashboard.tsx'), imports: ['staff-words.js'] },
      { fileName: 'staff-words.js', moduleIds: ['/work/web/features/staff/words.ts'] },
    ]);
    expect(offlineScripts(build)).toEqual(['account.js', 'dashboard.js', 'index.js', 'register.js', 'staff-words.js']);
  });

  it('names the staff desk and the list of common passwords as online-only, and not the code an owner runs', () => {
    const online = (id: string) => ONLINE_ONLY.some((pattern) => pattern.test(id));
    expect(['/work/web/features/staff/desk-access.tsx', '/work/domain/schemas/common-passwords.json'].filter(online)).toHaveLength(2);
    expect(['/work/domain/schemas/common-passwords.ts', '/work/web/features/dashboard/cats-tab.tsx', '/work/web/db.ts'].filter(online)).toEqual([]);
  });

  it('names the estimator, the booking form, sign-in and sign-up and the owner area, and not pricing, the staff desk or the FAQ', () => {
    const offline = (file: string) => OFFLINE_ROUTES.some((pattern) => pattern.test(`/work/web/routes/${file}`));
    const owners = ['index.tsx', 'booking.tsx', 'login.tsx', 'register.tsx', '_owner.tsx', '_owner/dashboard.tsx', '_owner/reservation-confirm.tsx'];
    expect(owners.filter(offline)).toEqual(owners);
    expect(['pricing.tsx', 'faq.tsx', 'gallery.tsx', 'staff/_desk.tsx', 'staff/_desk/calendar.tsx', 'index.test.tsx'].filter(offline)).toEqual([]);
  });
});
