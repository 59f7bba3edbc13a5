import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ScreenNavigationContext, type ScreenNavigation } from './screen-navigation';

/**
 * The account screens moving within a host's router (react-router): place it
 * inside the router, around the routes of the screens (the web app's root
 * layout does; so do `@intambwe/auth/pages`).
 */
export function RouterScreenNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const value = useMemo<ScreenNavigation>(
    () => ({ search, navigate: (to, options) => void navigate(to, options) }),
    [navigate, search],
  );
  return <ScreenNavigationContext.Provider value={value}>{children}</ScreenNavigationContext.Provider>;
}
