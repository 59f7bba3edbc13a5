import { defineStaticStyles } from '@intambwe/ui/static-styles';

/** The trending lists (jobs and courses): their grid and their states. */
export const listingStyles = defineStaticStyles('listing', () => ({
  grid: { display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }, gap: '6', listStyleType: 'none' },
  state: { display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: '3', py: '12', px: '4' },
  stateIcon: { color: 'fg.muted', display: 'inline-flex', _icon: { w: '10', h: '10' } },
  stateTitle: { fontWeight: 'semibold', fontSize: 'lg' },
  stateText: { color: 'fg.muted' },
  spinner: { display: 'flex', justifyContent: 'center', py: '16', color: 'brand.solid' },
  more: { textAlign: 'center', mt: '8' },
}));
