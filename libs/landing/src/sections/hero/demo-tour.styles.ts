import { defineStaticStyles } from '@intambwe/ui/static-styles';

export const demoTourStyles = defineStaticStyles('demo-tour', () => ({
  body: { display: 'flex', flexDirection: 'column', gap: '4', px: '6', pb: '2', flex: '1' },
  step: { display: 'flex', flexDirection: 'column', gap: '4' },
  stepHead: { display: 'flex', alignItems: 'center', gap: '3' },
  icon: { bg: 'brand.muted', color: 'brand.fg', borderRadius: 'full', p: '3', display: 'inline-flex', flexShrink: 0 },
  stepOf: { fontSize: 'sm', color: 'fg.muted' },
  stepTitle: { fontSize: 'lg', fontWeight: 'semibold' },
  points: { display: 'flex', flexDirection: 'column', gap: '2', listStyleType: 'none' },
  point: { display: 'flex', gap: '2', alignItems: 'flex-start' },
  check: { color: 'brand.fg', mt: '0.5', flexShrink: 0, display: 'inline-flex' },
  dots: { display: 'flex', gap: '2', justifyContent: 'center', mt: '2' },
  dot: { h: '2', w: '2', borderRadius: 'full', bg: 'border.emphasized', transition: 'width 0.2s' },
  dotCurrent: { w: '6', bg: 'brand.solid' },
  footer: { display: 'flex', justifyContent: 'space-between', gap: '3', px: '6', py: '4' },
}));
