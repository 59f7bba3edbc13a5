import type { ApiClient, SessionBinding } from '@intambwe/api-client';
import { authStorage, type AuthStorage } from './auth-storage';
import type { SignInResult, User } from '@intambwe/contract';
import { frontDoorRemote, SessionEndedError, type RenewedSession, type SessionRemote } from './session-remote';
import { announceSessionChange } from './stored-session';

/**
 * Who is signed in: the one source of truth of the auth front door (SPEC §4).
 *
 * - `checking`: a stored session is being confirmed with the server (the
 *   remembered person is shown meanwhile); `signed-in`; `signed-out`.
 * - The tokens live in the browser's storage (SPEC §3 keys); only this store
 *   writes them. The API client asks it for the access token and, after a 401,
 *   to renew it (see `SessionBinding`).
 * - Renewal is single-flight: concurrent calls share one refresh, and tabs of
 *   the same site share it too (a Web Lock; a tab that waited finds the token
 *   another tab renewed and uses it).
 * - Tabs follow each other: signing in or out in one is seen by every open tab
 *   (the storage event).
 * - Where the session lives is the remote's business (session-remote.ts): the
 *   front door's API, or on a sister platform the front door's OpenID Provider
 *   (there a stored session is confirmed by renewing it).
 */
export type SessionStatus = 'checking' | 'signed-in' | 'signed-out';

export interface SessionState {
  status: SessionStatus;
  user: User | null;
}

export interface SessionStore extends SessionBinding {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Reads the stored session and confirms it with the server. Idempotent. */
  start(): void;
  /** Stores a sign-in result (login, registration, reset, Google, a platform's OpenID sign-in) and sets the user. */
  signIn(result: SignInResult & { idToken?: string }): User;
  /** Ends the session on the server and here; the user is cleared even when the call fails (SPEC §4). */
  signOut(): Promise<void>;
  /** The server sent a newer copy of the signed-in person (email verified or changed): kept, tokens unchanged. No-op when signed out or someone else. */
  updateUser(user: User): void;
  /** Stops listening to other tabs (the provider unmounted). */
  stop(): void;
}

/** The state while prerendering and hydrating: nobody known yet (the HTML is the visitor's). */
export const INITIAL_SESSION: SessionState = { status: 'checking', user: null };

export const SESSION_LOCK_NAME = 'intambwe-session-renewal';

export interface SessionStoreOptions {
  api: ApiClient;
  /** Where the session lives (default: the front door's API). */
  remote?: SessionRemote;
  storage?: AuthStorage;
  /** The window whose storage events tell of other tabs (absent while prerendering). */
  win?: Window;
}

type LockManagerLike = { request<T>(name: string, callback: () => Promise<T>): Promise<T> };

function lockManager(win: Window | undefined): LockManagerLike | null {
  const locks = (win?.navigator as (Navigator & { locks?: LockManagerLike }) | undefined)?.locks;
  return locks && typeof locks.request === 'function' ? locks : null;
}

const SESSION_KEYS: ReadonlySet<string> = new Set(['token', 'user', 'refreshToken', 'idToken']);

export function createSessionStore({
  api,
  remote = frontDoorRemote(api),
  storage = authStorage,
  win = typeof window === 'undefined' ? undefined : window,
}: SessionStoreOptions): SessionStore {
  let state: SessionState = INITIAL_SESSION;
  let started = false;
  let renewal: Promise<boolean> | null = null;
  let generation = 0; // bumped whenever the session changes hands, so late answers about an old one are ignored
  const listeners = new Set<() => void>();

  const set = (next: SessionState) => {
    if (next.status === state.status && next.user === state.user) return;
    const changedHands = (next.user === null) !== (state.user === null);
    state = next;
    listeners.forEach((listener) => listener());
    // Parts of the page that only read the stored session (the public pages' islands, `<html data-signed-in>`) follow.
    if (changedHands && win) announceSessionChange();
  };

  const end = () => {
    generation += 1;
    storage.clear();
    set({ status: 'signed-out', user: null });
  };

  /** Follows what another tab did to the stored session. */
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && !SESSION_KEYS.has(event.key)) return;
    const token = storage.getToken();
    const user = storage.getStoredUser();
    if (!token || !user) {
      if (state.status !== 'signed-out') {
        generation += 1;
        set({ status: 'signed-out', user: null });
      }
      return;
    }
    if (state.user?._id !== user._id || state.status !== 'signed-in') {
      generation += 1;
      set({ status: 'signed-in', user });
    }
  };

  async function confirmStoredSession(startedAt: number) {
    try {
      let current: User | null;
      if (remote.me) current = await remote.me();
      else {
        // Confirmed by renewing it (a platform): the provider answers only for a live session.
        if (!(await renewOnce(storage.getToken() ?? ''))) throw new SessionEndedError();
        current = storage.getStoredUser();
      }
      if (startedAt !== generation) return;
      if (!current) throw new SessionEndedError();
      storage.saveUser(current);
      set({ status: 'signed-in', user: current });
    } catch (error) {
      if (startedAt !== generation) return;
      console.warn('Stored session is no longer valid; signing out.', error);
      end();
    }
  }

  async function renewOnce(failedToken: string): Promise<boolean> {
    const renewedElsewhere = () => {
      const current = storage.getToken();
      return current !== null && current !== failedToken;
    };
    const renew = async (): Promise<boolean> => {
      // Another call, or another tab, renewed the token while this one waited.
      if (renewedElsewhere()) return true;
      const refreshToken = storage.getRefreshToken();
      if (!refreshToken) {
        end();
        return false;
      }
      const startedAt = generation;
      let renewed: RenewedSession;
      try {
        renewed = await remote.refresh(refreshToken);
      } catch (error) {
        if (startedAt !== generation) return renewedElsewhere();
        if (error instanceof SessionEndedError) {
          end(); // the session was revoked or has run out
          return false;
        }
        return false; // offline or the server is down: keep the session, this call fails
      }
      if (startedAt !== generation) return renewedElsewhere();
      storage.saveTokens({ token: renewed.token, refreshToken: renewed.refreshToken, ...(renewed.idToken ? { idToken: renewed.idToken } : {}) });
      if (renewed.user) storage.saveUser(renewed.user);
      return true;
    };
    const locks = lockManager(win);
    return locks ? locks.request(SESSION_LOCK_NAME, renew) : renew();
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (started) return;
      started = true;
      win?.addEventListener('storage', onStorage);
      const token = storage.getToken();
      const stored = storage.getStoredUser();
      if (!token || !stored) {
        if (token || stored) storage.clear(); // half a session is none
        set({ status: 'signed-out', user: null });
        return;
      }
      // Show the remembered person at once; the server confirms or signs out.
      set({ status: 'checking', user: stored });
      void confirmStoredSession(generation);
    },
    signIn(result) {
      generation += 1;
      storage.save(result);
      set({ status: 'signed-in', user: result.user });
      return result.user;
    },
    updateUser(user) {
      if (state.user?._id !== user._id) return;
      storage.saveUser(user);
      set({ status: state.status, user });
    },
    async signOut() {
      const refreshToken = storage.getRefreshToken();
      const idToken = storage.getIdToken();
      end();
      try {
        await remote.end({ refreshToken, idToken });
      } catch (error) {
        console.warn('Logout call failed; the session is cleared here anyway.', error);
      }
    },
    stop() {
      win?.removeEventListener('storage', onStorage);
      started = false;
    },
    accessToken: () => storage.getToken(),
    renewAfterUnauthorized(failedToken) {
      renewal ??= renewOnce(failedToken).finally(() => {
        renewal = null;
      });
      return renewal;
    },
  };
}
