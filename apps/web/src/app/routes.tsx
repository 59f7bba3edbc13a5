import { usePlatformConfig } from '@intambwe/api-client';
import { splitLocalePath } from '@intambwe/i18n';
import { preloadable, type Preloadable } from '@intambwe/ui';
import { useEffect, type ComponentType } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router';
import { LOCALIZED_PATHS } from './paths';
import { RootLayout } from './root-layout';

/** A screen of libs/auth, fetched on its own (`@intambwe/auth/screens/<route>`): a page downloads only the screen it shows. */
const authScreen = (load: () => Promise<{ default: ComponentType }>) =>
  preloadable(() => load().then((screen) => screen.default));

/**
 * The account screens of SPEC §2's route table that need a session or a
 * token: one app (the `web.auth-app` island) that moves between them in the
 * browser. Every other page of the site (the landing page, the footer pages,
 * the account pages /login, /register, /forgot-password, /reset-password and
 * /select-role, each with its card's island) is a document of its own.
 */
export const appRoutes: ReadonlyArray<{ path: string; Screen: Preloadable<object> }> = [
  { path: '/dashboard', Screen: authScreen(() => import('@intambwe/auth/screens/dashboard')) },
  { path: '/test-google', Screen: authScreen(() => import('@intambwe/auth/screens/test-google')) },
  { path: '/unlock', Screen: authScreen(() => import('@intambwe/auth/screens/unlock')) },
  { path: '/account', Screen: authScreen(() => import('@intambwe/auth/screens/account')) },
  { path: '/verify-email', Screen: authScreen(() => import('@intambwe/auth/screens/verify-email')) },
  { path: '/confirm-email', Screen: authScreen(() => import('@intambwe/auth/screens/confirm-email')) },
  { path: '/elearning', Screen: authScreen(() => import('@intambwe/auth/screens/elearning')) },
  { path: '/jobs', Screen: authScreen(() => import('@intambwe/auth/screens/jobs')) },
];

/** Paths the app shell serves (the server sends its shell for them when they have no page of their own). */
export const APP_PATHS: readonly string[] = appRoutes.map(({ path }) => path);

const TRANSLATIONS = ['fr', 'rw', 'sw'] as const;
const translatedRoutes = appRoutes
  .filter(({ path }) => LOCALIZED_PATHS.has(path))
  .flatMap(({ path, Screen }) => TRANSLATIONS.map((locale) => ({ path: `/${locale}${path}`, Screen })));

/** Fetches the screen of `pathname` (if it is one of the app's), e.g. before hydrating its prerendered HTML. */
export async function preloadScreenFor(pathname: string): Promise<void> {
  const { path: englishPath } = splitLocalePath(pathname);
  const route = appRoutes.find(({ path }) => matchPath(path, englishPath));
  await route?.Screen.preload();
}

/** A path that is not one of the app's screens (the landing page, a footer page): the browser loads its document. */
function DocumentNavigation() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.replace(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return null;
}

/** Developer pages, routed only where the server serves them (ENABLE_TEST_PAGES=true). */
const TEST_PAGES: ReadonlySet<string> = new Set(['/test-google']);

/** The app's routes; any other path is a document of its own. */
export function AppRoutes() {
  const { enableTestPages } = usePlatformConfig();
  const routes = enableTestPages ? appRoutes : appRoutes.filter(({ path }) => !TEST_PAGES.has(path));
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {routes.map(({ path, Screen }) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
        {translatedRoutes.map(({ path, Screen }) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
      </Route>
      <Route path="*" element={<DocumentNavigation />} />
    </Routes>
  );
}
