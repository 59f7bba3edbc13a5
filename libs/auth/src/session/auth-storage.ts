import * as v from 'valibot';
import { UserSchema, type User } from '@intambwe/contract';

/**
 * Browser-stored keys of SPEC §3, the device tokens of this browser's sign-ins, and, on a sister platform,
 * the ID token it signs out with.
 */
export const STORAGE_KEYS = { token: 'token', user: 'user', refreshToken: 'refreshToken', deviceTokens: 'deviceTokens', idToken: 'idToken' } as const;

/** Device tokens kept: one per account this browser signed in to, the most recent first. */
export const MAX_DEVICE_TOKENS = 5;
/** The account part of a device token (`d1.<account>.`), so a newer token of an account replaces the older one. */
const accountOf = (token: string) => token.split('.').slice(0, 2).join('.');

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
  /** A sister platform's ID token (OpenID Connect), kept to sign out at the front door. */
  getIdToken: (): string | null => read(STORAGE_KEYS.idToken),
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
  save(session: { token: string; user: User; refreshToken?: string | null; idToken?: string | null; deviceToken?: string | null }) {
    write(STORAGE_KEYS.token, session.token);
    write(STORAGE_KEYS.user, JSON.stringify(session.user));
    write(STORAGE_KEYS.refreshToken, session.refreshToken ?? null);
    write(STORAGE_KEYS.idToken, session.idToken ?? null);
    if (session.deviceToken) authStorage.rememberDeviceToken(session.deviceToken);
  },
  /**
   * The device tokens of this browser (sent with a sign-in: a browser that signed in to an account
   * before passes without the check strangers meet after many failures). Signing out keeps them.
   */
  getDeviceTokens(): string[] {
    try {
      const parsed: unknown = JSON.parse(read(STORAGE_KEYS.deviceTokens) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((token): token is string => typeof token === 'string' && token.length <= 200).slice(0, MAX_DEVICE_TOKENS) : [];
    } catch {
      return [];
    }
  },
  rememberDeviceToken(token: string) {
    const others = authStorage.getDeviceTokens().filter((kept) => accountOf(kept) !== accountOf(token));
    write(STORAGE_KEYS.deviceTokens, JSON.stringify([token, ...others].slice(0, MAX_DEVICE_TOKENS)));
  },
  saveTokens(tokens: { token: string; refreshToken?: string | null; idToken?: string | null }) {
    write(STORAGE_KEYS.token, tokens.token);
    if (tokens.refreshToken !== undefined) write(STORAGE_KEYS.refreshToken, tokens.refreshToken);
    if (tokens.idToken !== undefined) write(STORAGE_KEYS.idToken, tokens.idToken);
  },
  saveUser(user: User) {
    write(STORAGE_KEYS.user, JSON.stringify(user));
  },
  clear() {
    write(STORAGE_KEYS.token, null);
    write(STORAGE_KEYS.user, null);
    write(STORAGE_KEYS.refreshToken, null);
    write(STORAGE_KEYS.idToken, null);
  },
};
export type AuthStorage = typeof authStorage;
