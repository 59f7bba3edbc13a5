import { isApiError } from '@intambwe/api-client';
import { googleMessages } from '../google-messages';
import { errorText, meaningfulMessage } from './failure-message';

type GoogleMessages = typeof googleMessages;

const noResponse = (error: unknown) =>
  isApiError(error) && (error.kind === 'network' || error.kind === 'refused' || error.kind === 'timeout');

/**
 * Why exchanging a Google ID token failed (SPEC §8): no answer from our server
 * is 'Failed to validate Google ID token'; an answer that says no keeps the
 * server's message, or 'ID token validation failed'; anything else without a
 * message is 'Authentication failed'.
 */
export function googleExchangeErrorMessage(error: unknown, e: GoogleMessages['errors'] = googleMessages.errors): string {
  if (noResponse(error)) return e.validateNetwork;
  if (isApiError(error)) return meaningfulMessage(error) || e.validationFailed;
  return errorText(error).trim() || e.authenticationFailed;
}

/** Why completing a Google registration failed (SPEC §8 registration fallbacks). */
export function googleRegistrationErrorMessage(error: unknown, e: GoogleMessages['errors'] = googleMessages.errors): string {
  if (noResponse(error)) return e.registrationNetwork;
  return meaningfulMessage(error) || e.registrationFailed;
}

export type GoogleFlow = 'signIn' | 'signUp';

export interface GoogleScreenMessage {
  /** Cancelling is not a failure: it is told calmly (an info toast). */
  status: 'info' | 'error';
  message: string;
}

/**
 * The screen message for a failed Google sign-in or sign-up, chosen by
 * matching the error text (SPEC §8), first match wins.
 */
export function googleScreenMessage(
  error: unknown,
  flow: GoogleFlow,
  s: GoogleMessages['screen'] = googleMessages.screen,
): GoogleScreenMessage {
  const text = errorText(error).toLowerCase();
  if (/cancell?ed|closed/.test(text)) {
    return { status: 'info', message: flow === 'signIn' ? s.signInCancelled : s.signUpCancelled };
  }
  if (text.includes('configured') || text.includes('client id')) return { status: 'error', message: s.notConfigured };
  if (text.includes('popup') || text.includes('blocked')) return { status: 'error', message: s.popupBlocked };
  if (text.includes('network') || text.includes('connection')) return { status: 'error', message: s.network };
  if (text.includes('not available')) return { status: 'error', message: s.unavailable };
  return { status: 'error', message: flow === 'signIn' ? s.signInFailed : s.signUpFailed };
}
