import { useSyncExternalStore } from 'react';

/**
 * Who this browser remembers as signed in, read straight from the SPEC §3
 * storage keys, for parts of a public page that only need to know (the
 * navigation's welcome, Logout): no HTTP client, no validation library, no
 * session renewal. The session store (`AuthProvider`) confirms and renews the
 * session where a screen needs it, and announces each change with
 * `SESSION_CHANGED_EVENT`, as this module does.
 */
export interface StoredViewer {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
}

/** Dispatched on `document` when this tab signs in or out (other tabs hear the storage event). */
export const SESSION_CHANGED_EVENT = 'intambwe:session';

const KEYS = { token: 'token', user: 'user', refreshToken: 'refreshToken' } as const;

function read(key: string): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

const cache = { raw: null as string | null, viewer: null as StoredViewer | null };

/** The remembered person, or null (no token, no user, or a user that does not read as one). */
export function readStoredViewer(): StoredViewer | null {
  const raw = read(KEYS.token) ? read(KEYS.user) : null;
  if (raw === cache.raw) return cache.viewer;
  cache.raw = raw;
  cache.viewer = null;
  if (raw) {
    try {
      const value = JSON.parse(raw) as Record<string, unknown>;
      if (typeof value['firstName'] === 'string' && typeof value['email'] === 'string') {
        cache.viewer = {
          firstName: value['firstName'],
          lastName: typeof value['lastName'] === 'string' ? value['lastName'] : '',
          email: value['email'],
          role: typeof value['role'] === 'string' ? value['role'] : '',
        };
      }
    } catch {
      // not a stored user: a visitor
    }
  }
  return cache.viewer;
}

export function announceSessionChange(): void {
  if (typeof document !== 'undefined') document.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}

export function subscribeToStoredSession(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values(KEYS).includes(event.key as (typeof KEYS)[keyof typeof KEYS])) listener();
  };
  window.addEventListener('storage', onStorage);
  document.addEventListener(SESSION_CHANGED_EVENT, listener);
  return () => {
    window.removeEventListener('storage', onStorage);
    document.removeEventListener(SESSION_CHANGED_EVENT, listener);
  };
}

/**
 * The remembered person. Null while prerendering and during hydration (the
 * page's HTML is the visitor's), then whoever this browser remembers.
 */
export function useStoredViewer(): StoredViewer | null {
  return useSyncExternalStore(subscribeToStoredSession, readStoredViewer, () => null);
}

/**
 * Signs out of this browser at once (SPEC §4: the user is cleared even if the
 * call fails), then tells the server to end the session, best effort.
 */
export function signOutOfThisBrowser(apiBaseUrl: string): Promise<void> {
  const token = read(KEYS.token);
  const refreshToken = read(KEYS.refreshToken);
  try {
    for (const key of Object.values(KEYS)) window.localStorage.removeItem(key);
  } catch {
    // storage blocked: nothing was stored either
  }
  announceSessionChange();
  if (!token && !refreshToken) return Promise.resolve();
  return fetch(`${apiBaseUrl.replace(/\/+$/, '')}/auth/logout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(refreshToken ? { refreshToken } : {}),
    keepalive: true,
  }).then(
    () => undefined,
    (error: unknown) => console.warn('Signing out on the server failed; this browser is signed out.', error),
  );
}
