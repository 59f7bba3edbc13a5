import { Center, Spinner } from '@chakra-ui/react';
import { SkipLink } from '@intambwe/ui';
import { Outlet, ScrollRestoration } from 'react-router';
import { webMessages } from './messages';

/** Every route renders inside this: a skip link, the route, and scroll restoration. */
export function RootLayout() {
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
