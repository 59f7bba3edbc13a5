import { defineStaticStyles } from '@intambwe/ui/static-styles';

/** The conversation's looks (build time only): bubbles, times, sources, suggestions, 'Thinking...'. */
export const chatMessagesStyles = defineStaticStyles('chat-messages', () => ({
  scroller: {
    flex: '1',
    minH: '0',
    overflowY: 'auto',
    px: '4',
    py: '3',
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' },
    // Scrolling to the newest message glides, unless the person asked for less motion.
    _motionSafe: { scrollBehavior: 'smooth' },
  },
  list: { display: 'flex', flexDirection: 'column', gap: '3', listStyleType: 'none' },
  item: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1' },
  itemMine: { alignItems: 'flex-end' },
  bubble: {
    maxW: '85%',
    px: '3',
    py: '2',
    borderRadius: 'xl',
    borderEndStartRadius: 'sm',
    bg: 'bg.muted',
    color: 'fg',
    fontSize: 'sm',
    lineHeight: '1.5',
  },
  bubbleMine: { borderEndStartRadius: 'xl', borderEndEndRadius: 'sm', bg: 'brand.solid', color: 'brand.contrast' },
  bubbleError: { bg: 'red.subtle', color: 'fg.error' },
  question: { whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
  time: { fontSize: 'xs', color: 'fg.muted' },
  thinking: { display: 'flex', gap: '2', color: 'fg.muted', fontSize: 'sm' },
  sources: { mt: '2', pt: '2', borderTopWidth: '1px', borderColor: 'border', fontSize: 'xs' },
  sourcesTitle: { fontWeight: 'semibold' },
  sourcesList: { listStyleType: 'none' },
  suggestions: { display: 'flex', flexWrap: 'wrap', gap: '2', mt: '3' },
}));
