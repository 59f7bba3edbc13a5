import type { WebAuthnResponseJSON } from '@intambwe/api-client';
import type { GoogleExchangeResult, GoogleUserData, InteractionResult, RegisterRequest, Role, User } from '@intambwe/contract';
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { INITIAL_SESSION, type SessionState, type SessionStore } from '../session/session-store';

/**
 * A Google identity whose address Google does not vouch for belongs to an
 * existing password account (CONTRACT 409 GOOGLE_LINK_REQUIRES_PASSWORD): the
 * person proves the password (`linkGoogle`) before the two are linked.
 */
export interface GoogleLinkRequired {
  requiresRoleSelection: false;
  requiresPassword: true;
  idToken: string;
}

/** What the screens can do with the session. */
export interface AuthActions {
  /**
   * Signs in with a password (this browser's device tokens go along). `altcha`: the solved check, when the
   * server asked for one (a failure with code CHALLENGE_REQUIRED: many failed sign-ins to the account).
   */
  login(email: string, password: string, options?: { altcha?: string }): Promise<User>;
  /** Signs in with a passkey: the browser's answer (WebAuthn JSON) to the challenge of `POST /auth/passkeys/login/options`. */
  loginWithPasskey(response: WebAuthnResponseJSON): Promise<User>;
  register(payload: RegisterRequest): Promise<User>;
  /** Clears the user even when the call fails. */
  logout(): Promise<void>;
  forgotPassword(email: string): Promise<{ message?: string }>;
  resetPassword(token: string, password: string): Promise<User>;
  /**
   * Existing account: signed in. New account: `requiresRoleSelection` with the Google data, user not set.
   * A password account Google cannot vouch for: `requiresPassword` (then `linkGoogle`).
   */
  loginWithGoogle(idToken: string): Promise<GoogleExchangeResult | GoogleLinkRequired>;
  /** Links the Google identity to the password account of its email once the password is right, and signs in. */
  linkGoogle(idToken: string, password: string): Promise<User>;
  completeGoogleRegistration(googleUserData: GoogleUserData, role: Role): Promise<User>;
  /** A new password while signed in: every other session ends, this one gets fresh tokens. */
  changePassword(currentPassword: string, newPassword: string): Promise<User>;
  /**
   * Deletes the account, then forgets the session here. The password proves it is the person; an account
   * without one (Google only) gives a fresh Google ID token instead.
   */
  deleteAccount(proof: { password: string } | { idToken: string }): Promise<void>;
  /** A newer copy of the signed-in person from the server (email verified or changed). */
  acceptUser(user: User): void;
  /** The emailed unlock link (`/unlock?token=…`): this browser then signs in to the account without the check. */
  unlock(token: string): Promise<void>;
  /**
   * On the front door: the signed-in person finishes a sister platform's
   * pending sign-in request (the OpenID Provider's interaction `uid`); the
   * browser goes on to `redirectTo`.
   */
  finishInteraction(uid: string): Promise<InteractionResult>;
  /**
   * On a sister platform (`openId` in the configuration): records a sign-in
   * request and returns the front door's address that starts it (code flow,
   * PKCE, state, nonce). `register` opens its sign-up screen.
   */
  startSignIn(request: { screen: 'login' | 'register'; returnTo: string; locale?: string; loginHint?: string }): Promise<string>;
  /**
   * On a sister platform's `/auth/callback`: finishes the request the address
   * answers (checks state, exchanges the code, reads the ID token), stores the
   * session and returns where to go.
   */
  completeSignIn(callback: URL): Promise<{ user: User; returnTo: string }>;
  /** On a sister platform: a fresh access token for its own API (renewed first when it was refused), or null when signed out. */
  accessToken(options?: { renew?: boolean }): Promise<string | null>;
}

/** The auth state of SPEC §4 and the functions the screens call. */
export interface AuthContextValue extends AuthActions {
  user: User | null;
  /** True until the stored session has been checked. */
  loading: boolean;
  /** True whenever a user exists. */
  isAuthenticated: boolean;
}

export interface AuthContextParts {
  store: SessionStore;
  actions: AuthActions;
}

/** Never changes after the provider mounts: components follow the session through the store, each only what it reads. */
export const AuthContext = createContext<AuthContextParts | null>(null);

function useAuthParts(): AuthContextParts {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider> from @intambwe/auth.');
  return context;
}

/** Reads one value of the session; the component renders again only when that value changes. */
function useSessionValue<T>(select: (state: SessionState) => T): T {
  const { store } = useAuthParts();
  // While hydrating, the server's view (nobody known yet): the prerendered HTML is the visitor's.
  return useSyncExternalStore(store.subscribe, () => select(store.getState()), () => select(INITIAL_SESSION));
}

const selectUser = (state: SessionState) => state.user;
const selectStatus = (state: SessionState) => state.status;

/** The signed-in user, or null. Renders again only when the person changes (not when a check finishes). */
export function useSignedInUser(): User | null {
  return useSessionValue(selectUser);
}

/** The functions of the auth front door, without subscribing to the session (they never change). */
export function useAuthActions(): AuthActions {
  return useAuthParts().actions;
}

/** The whole auth state and the functions (SPEC §4): renders again whenever the session changes. */
export function useAuth(): AuthContextValue {
  const { actions } = useAuthParts();
  const user = useSessionValue(selectUser);
  const status = useSessionValue(selectStatus);
  return useMemo(
    () => ({ ...actions, user, loading: status === 'checking', isAuthenticated: user !== null }),
    [actions, user, status],
  );
}
