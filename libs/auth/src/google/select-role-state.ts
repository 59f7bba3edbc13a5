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
