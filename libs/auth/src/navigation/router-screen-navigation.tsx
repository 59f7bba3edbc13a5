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
  const { pathname, search, hash, state } = useLocation();
  const value = useMemo<ScreenNavigation>(
    () => ({
      search,
      state: state as unknown,
      navigate: (to, options) => void navigate(to, options),
      replaceQuery: (query, kept) => void navigate({ pathname, search: query, hash }, { replace: true, state: kept }),
    }),
    [navigate, pathname, search, hash, state],
  );
  return <ScreenNavigationContext.Provider value={value}>{children}</ScreenNavigationContext.Provider>;
}
