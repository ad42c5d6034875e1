import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  badgeRecipe,
  blockquoteSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  dataListSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Colour palettes no page uses: each costs a dozen CSS variables on every element's style and
 * work for the theme at start on a phone. Status badges need green, yellow, red, blue and purple
 * (Checked In).
 */
const UNUSED_PALETTES = new Set(['orange', 'teal', 'cyan', 'pink']);
const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

/**
 * The animations and layer styles that the kept recipes and our own components name: the spinner,
 * the accordion, the dialogs, the side sheet and the toast, a disabled control. Chakra's full sets
 * (thirty-odd animations, a dozen layer styles) went to every phone for nothing. A name missing
 * here draws no animation or style: theme.test.ts checks that every name in use is kept.
 */
export const keyframes = {
  spin: { '0%': { transform: 'rotate(0deg)' }, '100%': { transform: 'rotate(360deg)' } },
  'fade-in': { from: { opacity: 0 }, to: { opacity: 1 } },
  'fade-out': { from: { opacity: 1 }, to: { opacity: 0 } },
  'scale-in': { from: { scale: '0.95' }, to: { scale: '1' } },
  'slide-from-right-full': { from: { translate: '100% 0' }, to: { translate: '0 0' } },
  'slide-from-top-full': { from: { translate: '0 -100%' }, to: { translate: '0 0' } },
  'expand-height': { from: { height: 'var(--collapsed-height, 0)' }, to: { height: 'var(--height)' } },
  'collapse-height': { from: { height: 'var(--height)' }, to: { height: 'var(--collapsed-height, 0)' } },
};
export const layerStyles = { disabled: { value: { opacity: '0.5', cursor: 'not-allowed' } } };

/**
 * The site has no dark mode, so each semantic colour keeps only its light value: the dark ones
 * would be a second set of variables every page carries and never shows.
 */
function lightOnly<T>(tokens: T): T {
  if (typeof tokens !== 'object' || tokens === null) return tokens;
  if ('_light' in tokens) return tokens._light as T;
  return Object.fromEntries(Object.entries(tokens).map(([key, value]) => [key, lightOnly(value)])) as T;
}

/**
 * Chakra's default theme with only the recipes this app uses: the full set is a quarter of the
 * JavaScript a phone must load before the home page works (bench/web-budget.ts). A component
 * whose recipe is missing renders unstyled, so a new kind of component adds its recipe here.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: lightOnly({ ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) }),
    textStyles,
    layerStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      blockquote: blockquoteSlotRecipe,
      card: cardSlotRecipe,
      dataList: dataListSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
    },
  },
});

/**
 * The hotel's look: a deep teal for trust and calm, warm sand for the pages, brass for the
 * accents a luxury stay calls for. Headings are set in a book serif, text in the system sans, so
 * no font file has to load before the first words show on a phone.
 */
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
    a: { textUnderlineOffset: '0.2em' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, 'Times New Roman', serif" },
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
      },
      colors: {
        brand: {
          50: { value: '#eef5f4' },
          100: { value: '#d5e6e3' },
          200: { value: '#aacdc7' },
          300: { value: '#7aaea6' },
          400: { value: '#4f8c83' },
          500: { value: '#356f67' },
          600: { value: '#2a5a54' },
          700: { value: '#234a46' },
          800: { value: '#1f3a3d' },
          900: { value: '#162a2c' },
          950: { value: '#0d1b1c' },
        },
        brass: {
          50: { value: '#fbf6ec' },
          100: { value: '#f3e6cc' },
          200: { value: '#e6cd9c' },
          300: { value: '#d4b06f' },
          400: { value: '#c0974f' },
          500: { value: '#a67c3d' },
          600: { value: '#8a6532' },
          700: { value: '#6e4f29' },
          800: { value: '#523b1f' },
          900: { value: '#372714' },
          950: { value: '#1f160b' },
        },
        sand: {
          50: { value: '#fcfaf7' },
          100: { value: '#f7f2eb' },
          200: { value: '#eee5d8' },
        },
      },
    },
    semanticTokens: {
      colors: {
        bg: {
          DEFAULT: { value: '{colors.sand.50}' },
          subtle: { value: '{colors.sand.100}' },
          muted: { value: '{colors.sand.200}' },
          panel: { value: 'white' },
        },
        fg: {
          DEFAULT: { value: '{colors.gray.900}' },
          muted: { value: '{colors.gray.700}' },
        },
        brand: {
          solid: { value: '{colors.brand.800}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brass.500}' },
        },
        brass: {
          solid: { value: '{colors.brass.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brass.700}' },
          muted: { value: '{colors.brass.100}' },
          subtle: { value: '{colors.brass.50}' },
          emphasized: { value: '{colors.brass.200}' },
          focusRing: { value: '{colors.brass.500}' },
        },
      },
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, chakraTheme), config);
