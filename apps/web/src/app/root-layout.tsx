import { Center, Spinner } from '@chakra-ui/react';
import { usePlatformConfig } from '@intambwe/api-client';
import { SkipLink } from '@intambwe/ui';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { webMessages } from './messages';
import { metaForPath } from './route-meta';

/** Keeps the document title right as people move between screens without reloading. */
function useRouteTitle() {
  const { pathname } = useLocation();
  const { brand } = usePlatformConfig();
  useEffect(() => {
    document.title = metaForPath(pathname, brand.name).title;
  }, [pathname, brand.name]);
}

/** Every route renders inside this: a skip link, the route, and scroll restoration. */
export function RootLayout() {
  useRouteTitle();
  return (
    <>
      <SkipLink />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while a lazily loaded screen arrives on a client-only start. */
export function RouteLoading() {
  return (
    <Center minH="60vh" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.solid" aria-label={webMessages.loadingPage} />
    </Center>
  );
}
