import { defineStaticStyles } from '@intambwe/ui/static-styles';

export const courseCardStyles = defineStaticStyles('course-card', () => ({
  body: { gap: '3' },
  top: { display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' },
  price: { ms: 'auto', fontWeight: 'bold', fontSize: 'lg', color: 'brand.fg' },
  title: { lineHeight: 'short', lineClamp: '2' },
  description: { fontSize: 'sm', color: 'fg.muted', lineClamp: '3' },
  facts: { display: 'flex', gap: '4', flexWrap: 'wrap', fontSize: 'sm', color: 'fg.muted' },
  fact: { display: 'inline-flex', alignItems: 'center', gap: '1.5' },
  rated: { color: 'orange.fg', display: 'inline-flex' },
  unrated: { color: 'fg.muted', display: 'inline-flex' },
  tags: { display: 'flex', gap: '1.5', flexWrap: 'wrap' },
  instructor: { display: 'flex', alignItems: 'center', gap: '3', mt: 'auto', pt: '3', borderTopWidth: '1px' },
  avatar: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '8',
    h: '8',
    borderRadius: 'full',
    bg: 'colorPalette.solid',
    color: 'colorPalette.contrast',
    fontSize: 'xs',
    fontWeight: 'medium',
    flexShrink: 0,
  },
  instructorName: { fontSize: 'sm', color: 'fg.muted' },
}));
