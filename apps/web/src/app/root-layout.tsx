import { Center, Spinner } from '@chakra-ui/react';
import { usePlatformConfig } from '@intambwe/api-client';
import { APP_STARTED_ATTRIBUTE, SkipLink } from '@intambwe/ui';
import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { webMessages } from './messages';
import { RouteErrorBoundary } from './route-error-screen';
import { titleForPath } from './route-titles';
import { useStaticLinkNavigation } from './static-links';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Keeps the document title right as people move between screens without reloading. */
function useRouteTitle(pathname: string) {
  const { brand } = usePlatformConfig();
  useEffect(() => {
    document.title = titleForPath(pathname, brand.name);
  }, [pathname, brand.name]);
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

/** Marks the page once React has attached (`<html data-app-started>`), for people debugging and for tests. */
function useStartedMarker() {
  useEffect(() => {
    document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, 'true');
    performance.mark('start:interactive');
  }, []);
}

/** Every route renders inside this: a skip link, then the route, with a loading state and an error fallback. */
export function RootLayout() {
  const { pathname, hash } = useLocation();
  useStartedMarker();
  useStaticLinkNavigation();
  useRouteTitle(pathname);
  useScrollToTopOnNavigation(pathname, hash);
  return (
    <>
      <SkipLink />
      <RouteErrorBoundary key={pathname}>
        <Suspense fallback={<RouteLoading />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}

/** Shown while a lazily loaded screen arrives. */
export function RouteLoading() {
  return (
    <Center minH="60vh" role="status" aria-live="polite" aria-label={webMessages.loadingPage}>
      <Spinner size="lg" color="brand.solid" aria-hidden="true" />
    </Center>
  );
}
