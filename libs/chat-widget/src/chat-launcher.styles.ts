import { defineStaticStyles } from '@intambwe/ui/static-styles';

/**
 * The launcher's looks (build time only): the kit's round brand button with a
 * shadow, and the note it shows beside itself (on the page's side, clear of
 * the other floating buttons above and below it) when the assistant's code
 * could not be downloaded.
 */
export const chatLauncherStyles = defineStaticStyles('chat-launcher', () => ({
  /** Holds the button and places the note beside it. */
  root: { position: 'relative', display: 'flex' },
  button: { boxShadow: 'lg' },
  /** The live region: always there (so what comes into it is read), laid out by its note only. */
  status: { position: 'absolute', insetEnd: 'calc(100% + 0.75rem)', bottom: '0', width: 'max-content' },
  note: {
    maxW: 'min(18rem, calc(100vw - 6rem))',
    px: '3',
    py: '2',
    borderRadius: 'l2',
    borderWidth: '1px',
    borderColor: 'border.error',
    bg: 'bg.panel',
    color: 'fg',
    boxShadow: 'md',
    textStyle: 'sm',
    whiteSpace: 'normal',
    _motionSafe: { animationName: 'fade-in', animationDuration: 'moderate' },
  },
}));
