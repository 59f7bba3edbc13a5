import { libraryConfig } from '../../tools/vite/library-config.mts';

export default libraryConfig({
  dirname: import.meta.dirname,
  name: 'auth',
  entries: {
    index: 'src/index.ts',
    pages: 'src/pages.ts',
    viewer: 'src/viewer.ts',
    'static-styles': 'src/static-styles.ts',
    islands: 'src/island-registry.ts',
    // One entry per screen (`@intambwe/auth/screens/<route>`): a host fetches only the screen it shows.
    ...Object.fromEntries(
      [
        'login',
        'register',
        'forgot-password',
        'reset-password',
        'dashboard',
        'select-role',
        'test-google',
        'unlock',
        'account',
        'verify-email',
        'confirm-email',
        'elearning',
        'jobs',
      ].map((name) => [`screens/${name}`, `src/screen-entries/${name}.ts`]),
    ),
  },
});
