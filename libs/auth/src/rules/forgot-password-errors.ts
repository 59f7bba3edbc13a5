import { CLIENT_FAILURE_CODES, isApiError } from '@intambwe/api-client';
import { ERROR_CODES } from '@intambwe/contract';
import type { AuthMessages } from '../messages';

export type ForgotPasswordAction = 'send' | 'resend';

/**
 * The forgot-password error mapping of SPEC §8, the same for Send and Resend,
 * chosen from the failure's status and code: 404 (not found), 429 (too many),
 * 5xx (server), no answer (network), a timeout, an invalid email; any other
 * failure gets `otherwise` (its code's words, or the action's default).
 */
export function forgotPasswordErrorMessage(
  error: unknown,
  action: ForgotPasswordAction,
  m: AuthMessages['forgotPassword']['errors'],
  otherwise: (error: unknown, fallback: string) => string,
): string {
  const fallback = action === 'send' ? m.sendDefault : m.resendDefault;
  if (!isApiError(error)) return otherwise(error, fallback);
  const { status, code } = error;
  if (status === 404 || code === ERROR_CODES.notFound) return m.notFound;
  if (status === 429 || code === ERROR_CODES.rateLimited) return m.tooMany;
  if ((status !== undefined && status >= 500) || code === CLIENT_FAILURE_CODES.server) return m.server;
  if (code === CLIENT_FAILURE_CODES.network || code === CLIENT_FAILURE_CODES.connectionRefused) return m.network;
  if (code === CLIENT_FAILURE_CODES.timeout) return m.timeout;
  if (error.fieldCodes?.['email']) return m.invalidEmail;
  return otherwise(error, fallback);
}
