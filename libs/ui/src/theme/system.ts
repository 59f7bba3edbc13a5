import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  buttonRecipe,
  containerRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { LATER_RECIPE_KEYS, LATER_SLOT_RECIPE_KEYS, recipeTable } from './recipe-registry';

/** Green scale of the brand: 700 is the light-theme primary, 300 the dark-theme primary. */
const brandScale = {
  50: '#ecfdf3',
  100: '#d1fadf',
  200: '#a6f4c5',
  300: '#6ce9a6',
  400: '#32d583',
  500: '#12b76a',
  600: '#039855',
  700: '#027a48',
  800: '#05603a',
  900: '#054f31',
  950: '#053321',
};

/**
 * Chakra's button fades its opacity in and out with `disabled`. Our forms' buttons
 * are disabled in the prerendered HTML and enabled when the app starts; the fade
 * would show them enabled yet half transparent (text below WCAG contrast) for a
 * moment, so the opacity of a button changes at once.
 */
const buttonWithoutFade = {
  ...buttonRecipe,
  base: {
    ...buttonRecipe.base,
    transitionProperty: 'background-color, border-color, color, fill, stroke, box-shadow, translate, transform',
  },
};

const mode = (light: string, dark: string) => ({ value: { _light: light, _dark: dark } });

/**
 * Breakpoints in em so they follow the user's font size. `xl` is the spec's
 * large breakpoint (1200 px): below it the navigation becomes a drawer.
 */
export const breakpoints = {
  sm: '30em',
  md: '48em',
  lg: '62em',
  xl: '75em',
  '2xl': '96em',
};

const systemFont =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

/**
 * Chakra's global rule for every element (`*`) also gives each element 25 custom
 * properties: the defaults its ring, filter and backdrop utilities (`filter: 'auto'`
 * and the like) read. Nothing here uses those utilities, and a custom property set
 * on every element is style work for every element of every page at its first
 * paint (about a fifth of the public pages' style recalculation). The rule keeps
 * the rest: the font features and the properties the reset reads.
 */
const UTILITY_DEFAULTS = /^--(ring-|backdrop-|brightness|contrast|grayscale|hue-rotate|invert|saturate|sepia|drop-shadow)/;
const everyElement = Object.fromEntries(Object.entries(globalCss['*'] ?? {}).filter(([property]) => !UTILITY_DEFAULTS.test(property)));

const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...globalCss,
    '*': everyElement,
    html: { scrollBehavior: 'smooth', colorPalette: 'brand', _motionReduce: { scrollBehavior: 'auto' } },
    body: { bg: 'bg', color: 'fg' },
    // A drawer that is a popover kept modal (libs/landing native-drawer.tsx): the page behind it does not scroll.
    'html:has([data-modal-popover]:popover-open)': { overflow: 'hidden' },
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    breakpoints,
    keyframes,
    textStyles,
    layerStyles,
    animationStyles,
    tokens: {
      ...tokens,
      colors: { ...tokens.colors, brand: Object.fromEntries(Object.entries(brandScale).map(([k, v]) => [k, { value: v }])) },
      fonts: { heading: { value: systemFont }, body: { value: systemFont }, mono: tokens.fonts?.mono ?? { value: 'monospace' } },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
        // Chakra's defaults for small coloured text miss WCAG AA on white (red.500 is 3.8:1):
        // darker shades in light mode, lighter in dark mode.
        fg: {
          ...semanticTokens.colors.fg,
          subtle: mode('{colors.gray.500}', '{colors.gray.400}'),
          error: mode('{colors.red.700}', '{colors.red.300}'),
          warning: mode('{colors.orange.700}', '{colors.orange.300}'),
          success: mode('{colors.green.700}', '{colors.green.300}'),
          info: mode('{colors.blue.700}', '{colors.blue.300}'),
        },
        brand: {
          border: mode('{colors.brand.600}', '{colors.brand.400}'),
          solid: mode('{colors.brand.700}', '{colors.brand.300}'),
          contrast: mode('white', '{colors.brand.950}'),
          fg: mode('{colors.brand.700}', '{colors.brand.300}'),
          muted: mode('{colors.brand.100}', '{colors.brand.900}'),
          subtle: mode('{colors.brand.50}', '{colors.brand.950}'),
          emphasized: mode('{colors.brand.200}', '{colors.brand.800}'),
          focusRing: mode('{colors.brand.600}', '{colors.brand.300}'),
        },
      },
    },
    // What the first screen of every page hydrates; the styles of forms, dialogs, cards and toasts
    // arrive with the parts that show them (component-recipes.ts, useComponentRecipes()).
    recipes: recipeTable(
      'recipes',
      {
        badge: badgeRecipe,
        button: buttonWithoutFade,
        container: containerRecipe,
        heading: headingRecipe,
        icon: iconRecipe,
        link: linkRecipe,
        spinner: spinnerRecipe,
      },
      LATER_RECIPE_KEYS,
    ),
    slotRecipes: recipeTable('slotRecipes', {}, LATER_SLOT_RECIPE_KEYS),
  },
});

/** What the platform's Chakra system is made from: Chakra's base (conditions, utilities) and our theme. */
export const systemConfigs: readonly SystemConfig[] = [defaultBaseConfig, themeConfig];

let made: SystemContext | undefined;

/**
 * The platform's Chakra system: Chakra's base plus only the recipes the
 * product uses, so unused component styles never ship. Made on first use.
 */
export function getSystem(): SystemContext {
  made ??= createSystem(...systemConfigs);
  return made;
}
