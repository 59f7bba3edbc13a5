import {
  alertSlotRecipe,
  avatarSlotRecipe,
  badgeRecipe,
  dialogSlotRecipe,
  buttonRecipe,
  cardSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  inputRecipe,
  linkRecipe,
  nativeSelectSlotRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tagSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';
import type { SystemStyleObject } from '@chakra-ui/react';
import { defineStaticStyles } from './define-static-styles';
import { recipeParts, slotRecipeParts } from './recipe-parts';

/** The looks the static kit offers (`@intambwe/ui/static`): the recipes' values the product uses. */
export const KIT_LOOKS = {
  button: { variant: ['solid', 'outline', 'ghost', 'subtle'], size: ['sm', 'md', 'lg'] },
  badge: { variant: ['subtle', 'outline', 'surface', 'solid'], size: ['sm', 'md', 'lg'] },
  tag: { variant: ['surface', 'outline', 'subtle'], size: ['sm', 'md'] },
  card: { variant: ['outline', 'elevated', 'subtle'], size: ['sm', 'md'] },
  heading: { size: ['sm', 'md', 'lg', 'xl', '2xl', '3xl'] },
  spinner: { size: ['sm', 'md', 'lg'] },
  input: { variant: ['outline'], size: ['md', 'lg'] },
  textarea: { variant: ['outline'], size: ['md'] },
  link: { variant: ['underline', 'plain'] },
  alert: { status: ['info', 'error', 'success'], variant: ['subtle'], size: ['md'] },
  nativeSelect: { variant: ['outline'], size: ['lg'] },
  avatar: { size: ['lg'], variant: ['subtle'], shape: ['full'] },
  palette: ['brand', 'gray', 'red', 'blue', 'purple'],
} as const;

const ICON_BUTTON_SIZES: Record<string, string> = { sm: '9', md: '10', lg: '11' };

/**
 * The Chakra recipes the product's static components use, split into base,
 * variant and size classes (`ui-button`, `ui-button-ghost`, `ui-button-sm`),
 * plus the helpers Chakra's components add (visually hidden text, square icon
 * buttons, colour palettes).
 */
export const kitStyles = defineStaticStyles('ui', (system) => {
  const styles: Record<string, SystemStyleObject> = {
    ...recipeParts('button', buttonRecipe, KIT_LOOKS.button),
    'button-icon': { px: '0', flexShrink: 0 },
    ...Object.fromEntries(
      Object.entries(ICON_BUTTON_SIZES).map(([size, box]) => [`button-icon-${size}`, { w: box, h: box, minW: box }]),
    ),
    'button-full': { w: 'full' },
    'button-round': { borderRadius: 'full' },
    ...recipeParts('badge', badgeRecipe, KIT_LOOKS.badge),
    ...slotRecipeParts('tag', tagSlotRecipe, 'root', KIT_LOOKS.tag),
    ...slotRecipeParts('tag', tagSlotRecipe, 'label', KIT_LOOKS.tag),
    ...slotRecipeParts('card', cardSlotRecipe, 'root', KIT_LOOKS.card),
    ...slotRecipeParts('card', cardSlotRecipe, 'body', KIT_LOOKS.card),
    ...recipeParts('heading', headingRecipe, KIT_LOOKS.heading),
    ...recipeParts('spinner', spinnerRecipe, KIT_LOOKS.spinner),
    ...recipeParts('skeleton', skeletonRecipe, { variant: ['pulse'], loading: ['true'] }),
    ...recipeParts('input', inputRecipe, KIT_LOOKS.input),
    ...recipeParts('textarea', textareaRecipe, KIT_LOOKS.textarea),
    ...slotRecipeParts('field', fieldSlotRecipe, 'root', { orientation: ['vertical'] }),
    ...slotRecipeParts('field', fieldSlotRecipe, 'label', {}),
    ...slotRecipeParts('field', fieldSlotRecipe, 'errorText', {}),
    ...slotRecipeParts('field', fieldSlotRecipe, 'requiredIndicator', {}),
    ...slotRecipeParts('field', fieldSlotRecipe, 'helperText', {}),
    // Chakra's InputGroup with an end element: the element over the input's end, the input keeping room for it.
    'input-group': { position: 'relative', display: 'flex', alignItems: 'center', width: 'full', isolation: 'isolate' },
    'input-end': {
      position: 'absolute',
      insetEnd: '0',
      top: '0',
      bottom: '0',
      zIndex: 2,
      display: 'flex',
      alignItems: 'center',
      pe: '1',
    },
    'input-with-end': { pe: '12' },
    ...recipeParts('link', linkRecipe, KIT_LOOKS.link),
    ...Object.fromEntries(
      (['root', 'indicator', 'content', 'title', 'description'] as const).flatMap((slot) =>
        Object.entries(slotRecipeParts('alert', alertSlotRecipe, slot, KIT_LOOKS.alert)),
      ),
    ),
    ...Object.fromEntries(
      (['root', 'field', 'indicator'] as const).flatMap((slot) =>
        Object.entries(slotRecipeParts('select', nativeSelectSlotRecipe, slot, KIT_LOOKS.nativeSelect)),
      ),
    ),
    ...Object.fromEntries(
      (['root', 'image', 'fallback'] as const).flatMap((slot) =>
        Object.entries(slotRecipeParts('avatar', avatarSlotRecipe, slot, KIT_LOOKS.avatar)),
      ),
    ),
    // Chakra's Dialog on the browser's own <dialog> (the top layer, the backdrop, Escape and focus are the browser's).
    dialog: {
      p: '0',
      border: 'none',
      bg: 'transparent',
      color: 'fg',
      overflow: 'visible',
      w: 'calc(100vw - 1.5rem)',
      maxW: 'sm',
      m: 'auto',
      '&::backdrop': { bg: 'blackAlpha.500' },
    },
    ...Object.fromEntries(
      (['content', 'header', 'title', 'body', 'footer', 'closeTrigger'] as const).map((slot) => [
        `dialog-${slot}`,
        dialogSlotRecipe.base?.[slot] ?? {},
      ]),
    ),
    'sr-only': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      padding: '0',
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
      borderWidth: '0',
    },
    ...Object.fromEntries(KIT_LOOKS.palette.map((palette) => [`palette-${palette}`, { colorPalette: palette }])),
  };
  void system;
  return styles;
});
