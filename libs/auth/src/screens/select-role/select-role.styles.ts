import { defineStaticStyles } from '@intambwe/ui/static-styles';

/**
 * The looks of /select-role's card on the public page (made into its stylesheet at build time):
 * what SelectRoleScreen's Chakra version wrote with style props, and Chakra's RadioCard
 * (outline, md, brand) on native radios.
 */
export const selectRoleStyles = defineStaticStyles('auth-select-role', () => ({
  form: { display: 'flex', flexDirection: 'column', gap: '5' },
  // The Google account (HStack on bg.muted), its name and email on one line each.
  account: { display: 'flex', alignItems: 'center', gap: '3', p: '3', borderRadius: 'l3', bg: 'bg.muted', minW: '0' },
  // The picture covers the initials once it has loaded.
  avatarImage: { position: 'absolute', inset: '0' },
  accountText: { display: 'flex', flexDirection: 'column', minW: '0' },
  name: { fontWeight: 'semibold', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  email: { color: 'fg.muted', fontSize: 'sm', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  // The loading placeholder.
  loading: { display: 'flex', flexDirection: 'column', gap: '4' },
  skeletonAccount: { height: '16', borderRadius: 'l3' },
  skeletonRoles: { height: '40', borderRadius: 'l3' },
  // The radio group (RadioCard.Root and its Label), its cards in one column, two from md up.
  group: { border: '0', m: '0', p: '0', minW: '0', display: 'flex', flexDirection: 'column', gap: '1.5' },
  // A legend is not a flex item of its fieldset: its margin keeps RadioCard's room (the group's gap and the label's margin).
  legend: { p: '0', fontSize: 'md', fontWeight: 'semibold', mb: '2.5' },
  grid: { display: 'grid', gridTemplateColumns: '1fr', gap: '3', md: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  // One card (RadioCard.Item and ItemControl): its border in brand colour when checked, a focus ring on the card.
  card: {
    position: 'relative',
    display: 'flex',
    alignItems: 'flex-start',
    gap: '2.5',
    p: '4',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'l2',
    textStyle: 'sm',
    cursor: 'pointer',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: 'moderate',
    _motionReduce: { transition: 'none' },
    '&:has(input:checked)': {
      zIndex: '1',
      borderColor: 'brand.solid',
      boxShadow: 'inset 0 0 0 1px var(--shadow-color)',
      boxShadowColor: 'brand.solid',
    },
    '&:has(input:focus-visible)': {
      bg: 'brand.muted/20',
      outline: '2px solid',
      outlineColor: 'brand.focusRing',
      outlineOffset: '2px',
    },
    '&:has(input:disabled)': { opacity: '0.5', cursor: 'not-allowed' },
  },
  content: { display: 'flex', flexDirection: 'column', gap: '2', flex: '1', minW: '0' },
  roleTitle: { fontSize: 'md', fontWeight: 'semibold' },
  description: { color: 'fg.muted', textStyle: 'sm' },
  tags: { display: 'flex', flexWrap: 'wrap', gap: '1.5', mt: '1' },
  // The radio itself, drawn as Chakra's radiomark (solid, md): a ring, filled in brand colour with a dot when checked.
  radio: {
    appearance: 'none',
    flexShrink: '0',
    m: '0',
    boxSize: '5',
    borderWidth: '1px',
    borderColor: 'border.emphasized',
    borderRadius: 'full',
    bg: 'bg',
    cursor: 'inherit',
    transitionProperty: 'background-color, border-color, box-shadow',
    transitionDuration: 'fast',
    _motionReduce: { transition: 'none' },
    _focusVisible: { outline: 'none' },
    _checked: {
      borderColor: 'brand.solid',
      bg: 'brand.contrast',
      boxShadow: 'inset 0 0 0 5px var(--shadow-color)',
      boxShadowColor: 'brand.solid',
    },
    // Where the system draws the colours (Windows high contrast), the browser's own radio shows the choice.
    '@media (forced-colors: active)': { appearance: 'auto' },
  },
}));
