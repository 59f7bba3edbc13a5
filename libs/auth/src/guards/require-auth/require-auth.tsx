import { Box, Center, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuthMessages } from '../../messages';
import { useAuth } from '../../state/auth-context';

export interface RequireAuthProps {
  children: ReactNode;
  /** Where people without a session go (SPEC §6: /login). */
  redirectTo?: string;
  /** Shown while the stored session is being checked. */
  fallback?: ReactNode;
  /**
   * The screen is taking the person elsewhere itself, signing them out on purpose (the account deleted, then home):
   * no redirect to sign in meanwhile. Where sign-in is a page of its own, that redirect would be a page load that
   * overtakes the screen's own departure.
   */
  leaving?: boolean;
}

/**
 * Renders its children only for a signed-in person. While the stored session
 * is checked it shows a spinner (the same on the server and the first client
 * render); without a user it replaces the URL with /login, remembering where
 * the person wanted to go in the location state (`from`).
 */
export function RequireAuth({ children, redirectTo = '/login', fallback, leaving = false }: RequireAuthProps) {
  const all = useAuthMessages();
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading || (leaving && !user)) {
    return (
      fallback ?? (
        <Center as="main" id="main-content" minH="60vh">
          <Box role="status" aria-live="polite">
            <Spinner size="lg" color="brand.solid" aria-hidden="true" />
            <Text srOnly>{all.guard.checking}</Text>
          </Box>
        </Center>
      )
    );
  }
  if (!user) return <Navigate to={redirectTo} replace state={{ from: `${location.pathname}${location.search}` }} />;
  return children;
}
RequireAuth.displayName = 'RequireAuth';
