import type { User } from '@intambwe/contract';
import { useAuth } from '@intambwe/auth';
import { useHydrated } from '@intambwe/ui';

export interface Viewer {
  /** The signed-in user, or null for a visitor (always null while prerendering and hydrating). */
  user: User | null;
  isSignedIn: boolean;
  logout: () => Promise<void>;
}

/**
 * Who is looking at the page. The first render is always the visitor's, so the
 * prerendered HTML (made without a session) hydrates without a mismatch; the
 * signed-in form follows right after hydration.
 */
export function useViewer(): Viewer {
  const hydrated = useHydrated();
  const { user, logout } = useAuth();
  const current = hydrated ? user : null;
  return { user: current, isSignedIn: current !== null, logout };
}
