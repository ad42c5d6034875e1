import { describe, expect, it } from 'vitest';
import { trimUnusedVariables } from './page-styles.ts';

describe('trimUnusedVariables', () => {
  const css =
    ':root { --chakra-colors-brand-800: #1f3a3d; --chakra-colors-red-500: #e53e3e; --chakra-spacing-4: 1rem; --chakra-shadows-sm: 0 1px var(--chakra-colors-shade); --chakra-colors-shade: #0002; }' +
    '.css-1 { --bg-currentcolor: var(--chakra-colors-brand-800); background: var(--bg-currentcolor); }' +
    '.red { --palette: var(--chakra-colors-red-500); }' +
    '@media screen and (min-width: 48rem) { .css-2 { padding: var(--chakra-spacing-4); } .red-md { --palette-md: red; } }';

  it('keeps what a rule reads, directly or through another variable, and what the markup reads', () => {
    const trimmed = trimUnusedVariables(css, '<div class="css-1" style="box-shadow: var(--chakra-shadows-sm)"></div>');
    expect(trimmed.css).toBe(
      ':root { --chakra-colors-brand-800: #1f3a3d; --chakra-spacing-4: 1rem; --chakra-shadows-sm: 0 1px var(--chakra-colors-shade); --chakra-colors-shade: #0002; }' +
        '.css-1 { --bg-currentcolor: var(--chakra-colors-brand-800); background: var(--bg-currentcolor); }' +
        '@media screen and (min-width: 48rem) { .css-2 { padding: var(--chakra-spacing-4); } }',
    );
    expect({ declared: trimmed.declared, kept: trimmed.kept }).toEqual({ declared: 8, kept: 5 });
  });

  it('drops what nothing reads, and rules left empty', () => {
    const trimmed = trimUnusedVariables(css, '');
    expect(trimmed.css).not.toContain('--chakra-shadows-sm');
    expect(trimmed.css).not.toContain('--chakra-colors-shade');
    expect(trimmed.css).not.toContain('.red');
    expect(trimmed.css).toContain('--chakra-colors-brand-800: #1f3a3d;');
  });
});
