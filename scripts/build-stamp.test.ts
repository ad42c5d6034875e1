import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inputFiles, sourcesHash } from './build-stamp.ts';

describe('what the build is made from', () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'hotel-build-stamp-'));
    write('web/routes/index.tsx', 'home');
    write('web/public/media/cat.jpg', 'photo');
    write('domain/pricing.ts', 'prices');
    write('sync/outbox.ts', 'outbox');
    write('scripts/prerender.ts', 'draw');
    write('sw.ts', 'worker');
    write('package-lock.json', '{}');
    write('api/app.ts', 'server');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('reads the app, its media, the rules, the worker and the build, but not the server, tests or the route tree it writes', () => {
    write('web/routes/index.test.tsx', 'test');
    write('web/test/render.tsx', 'helper');
    write('web/routeTree.gen.ts', 'generated');
    expect(inputFiles(root)).toEqual([
      'domain/pricing.ts',
      'package-lock.json',
      'scripts/prerender.ts',
      'sw.ts',
      'sync/outbox.ts',
      'web/public/media/cat.jpg',
      'web/routes/index.tsx',
    ]);
  });

  it('changes when a file is edited, added, removed or renamed, and only then', () => {
    const first = sourcesHash(root);
    expect(sourcesHash(root)).toBe(first);

    write('web/routeTree.gen.ts', 'written again by the build');
    write('domain/pricing.test.ts', 'a new test');
    write('api/app.ts', 'the server changed');
    expect(sourcesHash(root)).toBe(first);

    write('domain/pricing.ts', 'new prices');
    const edited = sourcesHash(root);
    expect(edited).not.toBe(first);
    write('domain/pricing.ts', 'prices');
    expect(sourcesHash(root)).toBe(first);

    write('web/public/media/kitten.jpg', 'photo');
    expect(sourcesHash(root)).not.toBe(first);
    rmSync(join(root, 'web/public/media/kitten.jpg'));
    expect(sourcesHash(root)).toBe(first);

    renameSync(join(root, 'web/public/media/cat.jpg'), join(root, 'web/public/media/cat-2.jpg'));
    expect(sourcesHash(root)).not.toBe(first);
  });
});
