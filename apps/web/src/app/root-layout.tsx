import { Center, Spinner } from '@chakra-ui/react';
import { usePlatformConfig } from '@intambwe/api-client';
import { I18nProvider, messageText, splitLocalePath, type Locale } from '@intambwe/i18n';
import { RouterScreenNavigation } from '@intambwe/auth';
import { SkipLink } from '@intambwe/ui';
import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { catalogsForPath } from './languages';
import { pathInLocale } from './paths';
import { webShellMessages } from './messages';
import { RouteErrorBoundary } from './route-error-screen';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Keeps the document title and language right as people move between screens
 * without reloading (a prerendered page has both already; the titles' module
 * loads after the first screen, so it costs the first download nothing).
 */
function useRouteTitle(pathname: string, locale: Locale) {
  const { brand } = usePlatformConfig();
  useEffect(() => {
    document.documentElement.lang = locale;
    let current = true;
    void import('./route-titles')
      .then(async ({ titleForPath, loadRouteTitles }) => {
        await loadRouteTitles(locale);
        if (current) document.title = titleForPath(pathname, brand.name);
      })
      .catch(() => undefined); // offline: the title stays as it was
    return () => {
      current = false;
    };
  }, [pathname, brand.name, locale]);
}

/** A new screen starts at its top, unless the address points at an anchor (the landing page scrolls to it). */
function useScrollToTopOnNavigation(pathname: string, hash: string) {
  const shownPath = useRef(pathname);
  useIsomorphicLayoutEffect(() => {
    if (shownPath.current === pathname) return; // first load or same screen: leave the browser's own scrolling alone
    shownPath.current = pathname;
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
}

/** Every route renders inside this: a skip link, then the route, with a loading state and an error fallback. */
export function RootLayout() {
  const { pathname, hash } = useLocation();
  const { locale } = splitLocalePath(pathname);
  useRouteTitle(pathname, locale);
  useScrollToTopOnNavigation(pathname, hash);
  return (
    <I18nProvider locale={locale} pathInLocale={pathInLocale}>
      <SkipLink />
      <RouteErrorBoundary key={pathname} locale={locale}>
        <Suspense fallback={<RouteLoading locale={locale} />}>
          {/* The screen waits for its language's catalogs (loaded before the start for the first page). */}
          <I18nProvider locale={locale} catalogs={catalogsForPath(pathname)} pathInLocale={pathInLocale}>
            <RouterScreenNavigation>
              <Outlet />
            </RouterScreenNavigation>
          </I18nProvider>
        </Suspense>
      </RouteErrorBoundary>
    </I18nProvider>
  );
}

/** Shown while a lazily loaded screen (or its language) arrives. */
export function RouteLoading({ locale = 'en' }: { locale?: Locale }) {
  return (
    <Center minH="60vh" role="status" aria-live="polite" aria-label={messageText(webShellMessages.loadingPage, locale)}>
      <Spinner size="lg" color="brand.solid" aria-hidden="true" />
    </Center>
  );
}
