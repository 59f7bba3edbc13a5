import { uiCatalogs } from '@intambwe/ui';
import { Toaster } from '@intambwe/ui/static';
import { authCatalogs } from '../catalogs';
import { LoginCard } from '../screens/login/login-card';
import { AuthProvider } from '../state/auth-provider';

/**
 * The `auth.login` island: the sign-in card of the prerendered /login page,
 * with the session and the page's toasts. The frame around it (brand, theme,
 * footer, back link, languages) is the page's HTML. Nothing here needs the
 * design system's runtime (its looks are classes made at build time:
 * `authStaticStyles`) or a router: every address the card sends the person to
 * is a page of its own (see useScreenNavigation).
 */
export default function LoginIsland() {
  return (
    <AuthProvider>
      <LoginCard />
      <Toaster />
    </AuthProvider>
  );
}
LoginIsland.displayName = 'LoginIsland';
LoginIsland.catalogs = [uiCatalogs, authCatalogs];
