import { defineStaticStyles } from '@intambwe/ui/static-styles';

/**
 * An outlined card that is one link: its heading's link stretches over the
 * whole card (a link overlay); other links and buttons inside sit above it.
 * It lifts on hover and shows the focus ring around the card when its link has
 * keyboard focus.
 */
export const linkCardStyles = defineStaticStyles('link-card', () => ({
  root: {
    position: 'relative',
    h: 'full',
    borderRadius: 'l3',
    '&:has([data-link-overlay]:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
  card: {
    h: 'full',
    bg: 'bg.panel',
    transition: 'box-shadow 0.2s, border-color 0.2s',
    _hover: { borderColor: 'brand.border', boxShadow: 'md' },
  },
  clip: { overflow: 'hidden' },
  overlay: {
    position: 'static',
    color: 'inherit',
    textDecoration: 'none',
    _focusVisible: { outline: 'none' },
    _before: { content: '""', position: 'absolute', inset: '0', zIndex: '0', cursor: 'pointer' },
  },
  above: { position: 'relative', zIndex: '1' },
}));
