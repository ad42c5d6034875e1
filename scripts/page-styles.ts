/**
 * The styles a prerendered page carries inline (scripts/prerender.ts), without the CSS variables
 * it never reads. Chakra declares every token of the theme as a variable on :root (about 560 of
 * them on a page that reads a fraction): each one is bytes in every page sent and work for the
 * phone's style engine on every element, and until the visitor asks for the app (decision 0023)
 * nothing else on the page reads them. The app brings its own full set when it runs.
 */

/** A custom property declared inside a rule, as Chromium writes rules out: `--name: value;`. */
const DECLARATION = /(?<=[{;]\s*)(--[\w-]+)\s*:\s*([^;{}]*);\s*/g;
const REFERENCE = /var\(\s*(--[\w-]+)/g;

const referencesIn = (text: string) => [...text.matchAll(REFERENCE)].map((match) => match[1] ?? '');

export interface TrimmedStyles {
  css: string;
  /** Custom property declarations before and after. */
  declared: number;
  kept: number;
}

/**
 * Keeps a variable's declarations when the page reads it: from a property of a rule, from the
 * markup (inline styles), or from the value of another variable it keeps. Rules left empty go.
 */
export function trimUnusedVariables(css: string, markup: string): TrimmedStyles {
  const declarations = [...css.matchAll(DECLARATION)].map((match) => ({ name: match[1] ?? '', value: match[2] ?? '' }));
  const valuesOf = new Map<string, string[]>();
  for (const { name, value } of declarations) valuesOf.set(name, [...(valuesOf.get(name) ?? []), value]);

  const read = new Set<string>();
  const queue = [...referencesIn(css.replace(DECLARATION, '')), ...referencesIn(markup)];
  while (queue.length > 0) {
    const name = queue.pop() ?? '';
    if (read.has(name)) continue;
    read.add(name);
    for (const value of valuesOf.get(name) ?? []) queue.push(...referencesIn(value));
  }

  let trimmed = css.replace(DECLARATION, (declaration: string, name: string) => (read.has(name) ? declaration : ''));
  // Rules (and then at-rules) that held only unread variables, such as a colour palette's class.
  for (let before = ''; before !== trimmed;) {
    before = trimmed;
    trimmed = trimmed.replace(/[^{}]*\{\s*\}/g, '');
  }
  return { css: trimmed, declared: declarations.length, kept: [...trimmed.matchAll(DECLARATION)].length };
}
