import { defineStaticStyles } from '@intambwe/ui/static-styles';

/**
 * The looks of the account screens' parts on public pages, where they run
 * without the design system (made into the page's stylesheet at build time).
 * Each is what the Chakra version of the part writes with style props.
 */
export const authPartsStyles = defineStaticStyles('auth-parts', () => ({
  // The card's title block (AuthPageLayout's Stack, Heading and Text).
  // A status icon above the title (AuthPageLayout's `icon`).
  icon: { color: 'brand.fg', fontSize: '4xl', display: 'inline-flex', '& svg': { width: '1em', height: '1em' } },
  heading: { display: 'flex', flexDirection: 'column', gap: '2', textAlign: 'center', alignItems: 'center' },
  title: { lineHeight: 'short', md: { textStyle: '2xl', lineHeight: 'short' } },
  subtitle: { color: 'fg.muted', textWrap: 'pretty' },
  // A column of fields and buttons (Stack gap 4), and of the sign-in ways (Stack gap 3).
  stack: { display: 'flex', flexDirection: 'column', gap: '4' },
  ways: { display: 'flex', flexDirection: 'column', gap: '3' },
  // The room a large button takes (the passkey button, until its code is here).
  waySlot: { height: '11' },
  // "Forgot password?": a small link at the end of the row.
  endLink: { alignSelf: 'flex-end', color: 'brand.fg', fontSize: 'sm', fontWeight: 'medium' },
  // "—— or ——".
  divider: { display: 'flex', alignItems: 'center', gap: '3' },
  dividerLine: { flex: '1', borderTopWidth: '1px', borderColor: 'border' },
  dividerText: { fontSize: 'sm', color: 'fg.muted', flexShrink: 0 },
  // A status in the card (signing in, the check): centred, with room.
  status: { display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'center', textAlign: 'center', py: '4' },
  muted: { color: 'fg.muted' },
  note: { fontSize: 'sm', color: 'fg.muted' },
  strong: { fontWeight: 'semibold' },
  alert: {
    display: 'flex',
    gap: '3',
    alignItems: 'flex-start',
    p: '3',
    borderRadius: 'l2',
    bg: 'bg.error',
    color: 'fg.error',
  },
  check: { display: 'flex', flexDirection: 'column', gap: '2' },
  checkHost: { minH: '12' },
  // Google's popup: its note, and the room Google's own button is drawn into.
  popupNote: { color: 'fg.muted', mb: '4' },
  googleButtonHost: { display: 'flex', justifyContent: 'center', minH: '11' },
  // Two fields side by side from sm up (first and last name), one above the other below.
  pair: { display: 'grid', gap: '4', gridTemplateColumns: '1fr', sm: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  // A checkbox and its label (the terms): the browser's own box in the brand's colour, the label beside it.
  checkRow: { display: 'flex', gap: '2.5', alignItems: 'flex-start', colorPalette: 'brand', cursor: 'pointer' },
  checkbox: {
    flexShrink: 0,
    width: '4',
    height: '4',
    mt: '1',
    accentColor: 'colorPalette.solid',
    cursor: 'pointer',
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
  checkError: { color: 'fg.error', fontSize: 'sm' },
  // A link in running text (the terms).
  textLink: { color: 'brand.fg', fontWeight: 'medium' },
  startLink: { alignSelf: 'flex-start', color: 'brand.fg', fontSize: 'sm', fontWeight: 'medium' },
}));
