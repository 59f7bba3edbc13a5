import { InteractionIdSchema } from '@intambwe/contract';
import * as v from 'valibot';

/**
 * On the front door: a sister platform's sign-in request in progress (the
 * OpenID Provider's interaction id, from `/login?interaction=…`). It is kept in
 * this tab while the person moves between the screens (sign up, Google, forgot
 * and reset password) and finished once they are signed in, then forgotten.
 */
const KEY = 'intambwe-pending-sign-in';
/** The provider keeps an interaction one hour. */
const TTL_MS = 60 * 60 * 1000;

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberInteraction(uid: string | null, now = Date.now(), storage = store()): void {
  if (!uid || !v.is(InteractionIdSchema, uid)) return;
  try {
    storage?.setItem(KEY, JSON.stringify({ uid, at: now }));
  } catch {
    // Storage refused: the sign-in goes on by role (the platform starts again and passes through).
  }
}

export function pendingInteraction(now = Date.now(), storage = store()): string | null {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return null;
    const { uid, at } = JSON.parse(raw) as { uid?: unknown; at?: unknown };
    if (typeof at !== 'number' || now - at > TTL_MS || !v.is(InteractionIdSchema, uid)) return null;
    return uid;
  } catch {
    return null;
  }
}

export function forgetInteraction(storage = store()): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
