import type { User } from '@intambwe/contract';
import { useAuthActions, useSignedInUser } from '@intambwe/auth';

export interface Viewer {
  /** The signed-in user, or null for a visitor (always null while prerendering and hydrating). */
  user: User | null;
  isSignedIn: boolean;
}

/**
 * Who is looking at the page. The first render is always the visitor's, so the
 * prerendered HTML (made without a session) hydrates without a mismatch; the
 * signed-in form follows right after hydration, for signed-in people only (a
 * visitor's page never renders twice).
 */
export function useViewer(): Viewer {
  const user = useSignedInUser();
  return { user, isSignedIn: user !== null };
}

/** Signs the person out (the navigation's Logout). */
export function useLogout(): () => Promise<void> {
  return useAuthActions().logout;
}
