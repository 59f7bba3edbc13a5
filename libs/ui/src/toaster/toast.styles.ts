import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { defineStaticStyles } from '../static-styles/define-static-styles';
import { slotRecipeParts } from '../static-styles/recipe-parts';

const SLOTS = ['root', 'title', 'description', 'indicator', 'closeTrigger', 'actionTrigger'] as const;

/**
 * Chakra's toast looks as classes (`toast-root`, `toast-title`...), made at
 * build time for pages whose parts run without the design system, and at run
 * time by `UiProvider` where it does run: the toasts look the same on both.
 */
export const toastStyles = defineStaticStyles('toaster', () => ({
  ...Object.assign({}, ...SLOTS.map((slot) => slotRecipeParts('toast', toastSlotRecipe, slot, {}))),
  // The group's width and the phone's margins, as Chakra's Toaster sets them.
  group: { insetInline: { mdDown: '4' } },
  width: { width: { md: 'sm' } },
  text: { display: 'flex', flexDirection: 'column', gap: '1', flex: '1', maxWidth: '100%' },
  // Shown only if the toasts' code could not be fetched (the connection dropped before the first toast).
  plain: {
    position: 'fixed',
    top: '4',
    insetEnd: '4',
    zIndex: 'toast',
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    maxWidth: 'sm',
  },
  'plain-item': { bg: 'bg.panel', color: 'fg', borderWidth: '1px', borderRadius: 'l2', boxShadow: 'lg', p: '4' },
}));
