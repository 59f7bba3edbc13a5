import { defineStaticStyles } from '@intambwe/ui/static-styles';

export const accountActionsStyles = defineStaticStyles('account-actions', () => ({
  bar: { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '2', hideBelow: 'xl' },
  menu: { display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: '3', width: 'full' },
  who: { display: 'flex', flexDirection: 'column', minWidth: '0' },
  welcome: { fontWeight: 'semibold', truncate: true },
  email: { fontSize: 'sm', color: 'fg.muted', truncate: true },
}));
