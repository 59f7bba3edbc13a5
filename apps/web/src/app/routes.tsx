import { usePlatformConfig } from '@intambwe/api-client';
import { ChatLauncher, loadChatWidget } from '@intambwe/chat-widget';
import { preloadable, usePrefetchWhenIdle, type Preloadable } from '@intambwe/ui';
import { LandingPage } from '@intambwe/landing';
import { splitLocalePath, useLocale } from '@intambwe/i18n';
import { matchPath, Route, Routes } from 'react-router';
import { LOCALIZED_PATHS } from './languages';
import { RootLayout } from './root-layout';

/** The landing page with the AI assistant launcher floating over it (the assistant's code and words are fetched once the page is idle). */
function Home() {
  const locale = useLocale();
  usePrefetchWhenIdle([() => loadChatWidget(locale)]);
  return <LandingPage floatingActions={<ChatLauncher page="landing" />} />;
}

/** The front door's own screens (the code flow's callback and initiate-login pages are for the sister platforms). */
type AuthScreenName = Exclude<keyof typeof import('@intambwe/auth/pages'), 'AuthCallbackPage' | 'AuthLoginPage'>;
type InfoPageName = Exclude<keyof typeof import('@intambwe/landing/pages'), 'LandingPage'>;

const authScreen = (name: AuthScreenName) => preloadable(() => import('@intambwe/auth/pages').then((screens) => screens[name]));
const infoPage = (name: InfoPageName) => preloadable(() => import('@intambwe/landing/pages').then((pages) => pages[name]));

/**
 * SPEC §2 route table. The landing page is part of the first download; every
 * account screen and footer page is loaded when its route is visited.
 */
export const lazyRoutes: ReadonlyArray<{ path: string; Screen: Preloadable<object> }> = [
  { path: '/login', Screen: authScreen('LoginPage') },
  { path: '/register', Screen: authScreen('RegisterPage') },
  { path: '/forgot-password', Screen: authScreen('ForgotPasswordPage') },
  { path: '/reset-password', Screen: authScreen('ResetPasswordPage') },
  { path: '/dashboard', Screen: authScreen('DashboardPage') },
  { path: '/select-role', Screen: authScreen('SelectRolePage') },
  { path: '/test-google', Screen: authScreen('TestGooglePage') },
  { path: '/unlock', Screen: authScreen('UnlockPage') },
  { path: '/elearning', Screen: authScreen('ElearningRedirectPage') },
  { path: '/jobs', Screen: authScreen('JobPortalRedirectPage') },
  { path: '/terms', Screen: infoPage('TermsPage') },
  { path: '/privacy', Screen: infoPage('PrivacyPage') },
  { path: '/cookies', Screen: infoPage('CookiesPage') },
  { path: '/accessibility', Screen: infoPage('AccessibilityPage') },
  { path: '/security', Screen: infoPage('SecurityPage') },
  { path: '/about', Screen: infoPage('AboutPage') },
  { path: '/support', Screen: infoPage('SupportPage') },
  { path: '/contact', Screen: infoPage('ContactPage') },
];

const TRANSLATIONS = ['fr', 'rw', 'sw'] as const;
const translatedRoutes = lazyRoutes
  .filter(({ path }) => LOCALIZED_PATHS.has(path))
  .flatMap(({ path, Screen }) => TRANSLATIONS.map((locale) => ({ path: `/${locale}${path}`, Screen })));

/** Fetches the screen of `pathname` (if it is a lazy one), e.g. before hydrating its prerendered HTML. */
export async function preloadScreenFor(pathname: string): Promise<void> {
  const { path: englishPath } = splitLocalePath(pathname);
  const route = lazyRoutes.find(({ path }) => matchPath(path, englishPath));
  await route?.Screen.preload();
}

/** Developer pages, routed only where the server serves them (ENABLE_TEST_PAGES=true); elsewhere the landing page shows. */
const TEST_PAGES: ReadonlySet<string> = new Set(['/test-google']);

/** Every route of the product; any other path shows the landing page. */
export function AppRoutes() {
  const { enableTestPages } = usePlatformConfig();
  const routes = enableTestPages ? lazyRoutes : lazyRoutes.filter(({ path }) => !TEST_PAGES.has(path));
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<Home />} />
        {routes.map(({ path, Screen }) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
        {/* The same screens in French, Kinyarwanda and Swahili (RootLayout reads the language from the address). */}
        {TRANSLATIONS.map((locale) => (
          <Route key={locale} path={`/${locale}`} element={<Home />} />
        ))}
        {translatedRoutes.map(({ path, Screen }) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
        {TRANSLATIONS.map((locale) => (
          <Route key={`${locale}-any`} path={`/${locale}/*`} element={<Home />} />
        ))}
        <Route path="*" element={<Home />} />
      </Route>
    </Routes>
  );
}
