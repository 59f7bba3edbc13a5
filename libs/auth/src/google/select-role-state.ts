import { GoogleUserDataSchema, type GoogleUserData } from '@intambwe/contract';
import * as v from 'valibot';

/** The Google data carried to /select-role in the router's location state. */
export interface SelectRoleState {
  googleUserData: GoogleUserData;
}

export const selectRoleState = (googleUserData: GoogleUserData): SelectRoleState => ({ googleUserData });

/** The carried Google data, or null when there is none (a reload elsewhere, a typed URL). */
export function readGoogleUserData(state: unknown): GoogleUserData | null {
  const data = (state as { googleUserData?: unknown } | null | undefined)?.googleUserData;
  const parsed = v.safeParse(GoogleUserDataSchema, data);
  return parsed.success ? parsed.output : null;
}

const CARRIED_KEY = 'intambwe:google-user-data';

/**
 * Keeps the Google data for /select-role in this tab as well: where /login is
 * a page of its own, the router's state does not reach the next document.
 * Dropped once the registration is complete.
 */
export function carryGoogleUserData(data: GoogleUserData): void {
  try {
    sessionStorage.setItem(CARRIED_KEY, JSON.stringify(data));
  } catch {
    // Storage refused (private mode): the router's state still carries it within one page.
  }
}

/** The Google data carried in this tab, or null. */
export function carriedGoogleUserData(): GoogleUserData | null {
  try {
    const raw = sessionStorage.getItem(CARRIED_KEY);
    return raw ? readGoogleUserData({ googleUserData: JSON.parse(raw) as unknown }) : null;
  } catch {
    return null;
  }
}

export function dropCarriedGoogleUserData(): void {
  try {
    sessionStorage.removeItem(CARRIED_KEY);
  } catch {
    // nothing kept
  }
}
