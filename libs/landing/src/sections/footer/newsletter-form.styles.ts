import { defineStaticStyles } from '@intambwe/ui/static-styles';

export const newsletterStyles = defineStaticStyles('newsletter', () => ({
  title: { fontWeight: 'semibold', fontSize: 'md', mb: '1' },
  text: { fontSize: 'sm', color: 'fg.muted', mb: '3' },
  row: { display: 'flex', gap: '2', w: 'full', alignItems: 'stretch' },
  input: { bg: 'bg', flex: '1', minW: '0' },
  submit: { flexShrink: 0 },
  status: { mt: '2', minH: '5' },
  done: { display: 'flex', gap: '2', color: 'fg.success', fontSize: 'sm', alignItems: 'flex-start' },
}));
