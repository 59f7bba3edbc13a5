import { defineStaticStyles } from '@intambwe/ui/static-styles';

/** A toast-like notice at the top right (SPEC §9: 5 s, paused on hover and focus). */
export const noticeStyles = defineStaticStyles('notice', () => ({
  root: {
    position: 'fixed',
    top: '4',
    insetInlineEnd: '4',
    zIndex: 'toast',
    maxW: 'sm',
    display: 'flex',
    gap: '3',
    alignItems: 'flex-start',
    p: '4',
    borderRadius: 'l2',
    boxShadow: 'lg',
    bg: 'bg.panel',
    borderWidth: '1px',
    animation: 'fade-in 0.2s ease-out',
  },
  success: { borderInlineStartWidth: '4px', borderInlineStartColor: 'fg.success' },
  error: { borderInlineStartWidth: '4px', borderInlineStartColor: 'fg.error' },
  text: { flex: '1', fontSize: 'sm' },
}));
