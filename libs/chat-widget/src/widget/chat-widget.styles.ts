import { buttonRecipe } from '@chakra-ui/react/theme';
import { defineStaticStyles } from '@intambwe/ui/static-styles';

/**
 * The panel's looks (build time only): where it sits (docked beside the page,
 * full screen, minimized to its header), its header and quick actions.
 */
export const chatPanelStyles = defineStaticStyles('chat-panel', () => ({
  panel: {
    position: 'fixed',
    zIndex: 'modal',
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    bg: 'bg.panel',
    color: 'fg',
    borderColor: 'border',
    boxShadow: 'xl',
    _motionSafe: { animationName: 'slide-from-bottom', animationDuration: 'moderate' },
  },
  /** Maximized, and always on small screens. */
  fullScreen: { top: '0', insetStart: '0', insetEnd: '0', bottom: '0', w: '100%', h: '100dvh', borderRadius: '0', borderWidth: '0' },
  docked: { insetEnd: '6', bottom: '6', w: '380px', h: 'min(620px, calc(100dvh - 3rem))', borderRadius: 'xl', borderWidth: '1px' },
  minimizedWide: { insetEnd: '6', bottom: '6', w: '320px', borderRadius: 'xl', borderWidth: '1px' },
  minimizedSmall: { insetStart: '0', insetEnd: '0', bottom: '0', w: '100%', borderRadius: '0', borderWidth: '0', borderTopWidth: '1px' },
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    px: '3',
    py: '2',
    bg: 'brand.solid',
    color: 'brand.contrast',
    flexShrink: '0',
  },
  heading: { flex: '1', minW: '0' },
  title: { lineClamp: '2' },
  subtitle: { fontSize: 'xs', truncate: true },
  /** With the kit's ghost icon button: the header's colours. */
  headerButton: {
    color: 'brand.contrast',
    _hover: { bg: 'blackAlpha.200' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.contrast', outlineOffset: '-2px' },
  },
  body: { display: 'flex', flexDirection: 'column', flex: '1', minH: '0', w: '100%', mx: 'auto' },
  /** A maximized panel on a wide screen keeps lines readable. */
  bodyNarrow: { maxW: '3xl' },
  quickActions: { display: 'flex', flexWrap: 'wrap', gap: '2', px: '3', py: '2', flexShrink: '0' },
  /** Chakra's extra-small button size, over the kit's small one (this stylesheet comes after the kit's). */
  buttonXs: buttonRecipe.variants?.size?.['xs'] ?? {},
}));
