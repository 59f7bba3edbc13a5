import { CLIENT_FAILURE_CODES, codeOf } from '@intambwe/api-client';
import { ERROR_CODES } from '@intambwe/contract';
import type { googleMessageDescriptors } from '../google-messages';
import type { Translated } from '@intambwe/i18n';

type ScreenMessages = Translated<typeof googleMessageDescriptors>['screen'];

export type GoogleFlow = 'signIn' | 'signUp';

export interface GoogleScreenMessage {
  /** Cancelling is not a failure: it is told calmly (an info toast). */
  status: 'info' | 'error';
  message: string;
}

const NO_ANSWER: ReadonlySet<string> = new Set([CLIENT_FAILURE_CODES.network, CLIENT_FAILURE_CODES.connectionRefused, CLIENT_FAILURE_CODES.timeout]);
const NOT_CONFIGURED: ReadonlySet<string> = new Set(['GOOGLE_CLIENT_ID_MISSING', ERROR_CODES.googleNotConfigured]);
const UNAVAILABLE: ReadonlySet<string> = new Set(['GOOGLE_NOT_AVAILABLE', ERROR_CODES.googleUnavailable]);

/**
 * The screen message for a failed Google sign-in or sign-up (SPEC §8), chosen
 * by the failure's code: cancelled (told calmly), not configured, a blocked
 * popup, no connection, Google not available; anything else is the flow's
 * own 'Unable to…'.
 */
export function googleScreenMessage(error: unknown, flow: GoogleFlow, s: ScreenMessages): GoogleScreenMessage {
  const code = codeOf(error) ?? '';
  if (code === 'GOOGLE_CANCELLED') return { status: 'info', message: flow === 'signIn' ? s.signInCancelled : s.signUpCancelled };
  if (NOT_CONFIGURED.has(code)) return { status: 'error', message: s.notConfigured };
  if (NO_ANSWER.has(code)) return { status: 'error', message: s.network };
  if (UNAVAILABLE.has(code)) return { status: 'error', message: s.unavailable };
  return { status: 'error', message: flow === 'signIn' ? s.signInFailed : s.signUpFailed };
}
