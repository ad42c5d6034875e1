import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keyframes, layerStyles, system } from './theme.ts';

type Named = { keyframe: string[]; layerStyle: string[]; animationStyle: string[] };

/** The animation, layer style and motion style names a recipe's styles use, at any depth. */
function namesIn(styles: unknown, found: Named = { keyframe: [], layerStyle: [], animationStyle: [] }): Named {
  if (typeof styles !== 'object' || styles === null) return found;
  for (const [key, value] of Object.entries(styles)) {
    if (typeof value === 'string' && (key === 'animationName' || key === 'animation')) {
      // `animation` may carry a duration after the name; `animationName` may list several.
      found.keyframe.push(...value.split(',').map((part) => part.trim().split(' ')[0] ?? ''));
    } else if (typeof value === 'string' && (key === 'layerStyle' || key === 'animationStyle')) {
      found[key].push(value);
    } else namesIn(value, found);
  }
  return found;
}

/** The same names as our own components write them (`animationName="a, b"`, `layerStyle: 'c'`). */
function namesInSource(dir: string): Named {
  const found: Named = { keyframe: [], layerStyle: [], animationStyle: [] };
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const text = readFileSync(join(dir, file), 'utf8');
    for (const [, key, value] of text.matchAll(/\b(animationName|layerStyle|animationStyle)[=:]\s*\{?\s*["'`]([^"'`]+)["'`]/g)) {
      if (key === 'animationName') found.keyframe.push(...(value ?? '').split(',').map((part) => part.trim()));
      else found[key as 'layerStyle' | 'animationStyle'].push(value ?? '');
    }
  }
  return found;
}

describe('the theme keeps every animation and layer style in use', () => {
  const { recipes, slotRecipes } = system._config.theme ?? {};
  const used = [namesIn(recipes), namesIn(slotRecipes), namesInSource(import.meta.dirname)];
  const all = (kind: keyof Named) => [...new Set(used.flatMap((named) => named[kind]))].sort();

  it('finds the names our dialogs, toast and spinner use (the check reads what it should)', () => {
    expect(all('keyframe')).toEqual(expect.arrayContaining(['spin', 'fade-in', 'scale-in', 'slide-from-right-full', 'slide-from-top-full']));
    expect(all('layerStyle')).toContain('disabled');
  });

  it('defines each animation and layer style named, and uses no motion style (none is defined)', () => {
    expect(all('keyframe').filter((name) => !(name in keyframes))).toEqual([]);
    expect(all('layerStyle').filter((name) => !(name in layerStyles))).toEqual([]);
    expect(all('animationStyle')).toEqual([]);
  });
});
