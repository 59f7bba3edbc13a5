import * as v from 'valibot';
import { UserSchema, type User } from '@intambwe/contract';

/** Browser-stored keys of SPEC §3. */
export const STORAGE_KEYS = { token: 'token', user: 'user', refreshToken: 'refreshToken' } as const;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // blocked storage (privacy settings): act as signed out
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null | undefined) {
  try {
    const store = storage();
    if (!store) return;
    if (value === null || value === undefined) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // Storage full or blocked: the session lasts for this page only.
  }
}

/**
 * Token and user storage under the spec's keys; every read is safe when
 * storage is missing or corrupt. The session store (session-store.ts) is its
 * only writer: the API client never reads or writes storage, it asks the
 * session bound to it for the token.
 */
export const authStorage = {
  getToken: (): string | null => read(STORAGE_KEYS.token),
  getRefreshToken: (): string | null => read(STORAGE_KEYS.refreshToken),
  getStoredUser(): User | null {
    const raw = read(STORAGE_KEYS.user);
    if (!raw) return null;
    try {
      const parsed = v.safeParse(UserSchema, JSON.parse(raw));
      return parsed.success ? parsed.output : null;
    } catch {
      return null;
    }
  },
  save(session: { token: string; user: User; refreshToken?: string | null }) {
    write(STORAGE_KEYS.token, session.token);
    write(STORAGE_KEYS.user, JSON.stringify(session.user));
    write(STORAGE_KEYS.refreshToken, session.refreshToken ?? null);
  },
  saveTokens(tokens: { token: string; refreshToken?: string | null }) {
    write(STORAGE_KEYS.token, tokens.token);
    if (tokens.refreshToken !== undefined) write(STORAGE_KEYS.refreshToken, tokens.refreshToken);
  },
  saveUser(user: User) {
    write(STORAGE_KEYS.user, JSON.stringify(user));
  },
  clear() {
    write(STORAGE_KEYS.token, null);
    write(STORAGE_KEYS.user, null);
    write(STORAGE_KEYS.refreshToken, null);
  },
};
export type AuthStorage = typeof authStorage;
