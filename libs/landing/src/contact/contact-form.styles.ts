import { defineStaticStyles } from '@intambwe/ui/static-styles';

export const contactFormStyles = defineStaticStyles('contact-form', () => ({
  form: { display: 'flex', flexDirection: 'column', gap: '4' },
  hint: { color: 'fg.muted', fontWeight: 'normal' },
  textarea: { minH: '32', maxH: '60', resize: 'vertical' },
  submit: { alignSelf: 'flex-start' },
  alert: {
    display: 'flex',
    gap: '3',
    p: '4',
    borderRadius: 'l2',
    bg: 'red.subtle',
    color: 'fg',
    borderInlineStartWidth: '4px',
    borderInlineStartColor: 'fg.error',
  },
  alertTitle: { fontWeight: 'semibold' },
  alertIcon: { color: 'fg.error', display: 'inline-flex', flexShrink: 0, mt: '0.5' },
  sent: { display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'flex-start' },
  sentRow: { display: 'flex', gap: '3', alignItems: 'flex-start' },
  sentIcon: { color: 'fg.success', mt: '0.5', display: 'inline-flex' },
  sentTitle: { fontWeight: 'semibold', fontSize: 'lg' },
  muted: { color: 'fg.muted' },
  actions: { display: 'flex', gap: '3', flexWrap: 'wrap' },
}));
