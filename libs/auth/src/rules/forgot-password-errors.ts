import { isApiError } from '@intambwe/api-client';
import { authMessages, type AuthMessages } from '../messages';
import { meaningfulMessage } from './failure-message';

export type ForgotPasswordAction = 'send' | 'resend';

/**
 * The forgot-password error mapping of SPEC §8, the same for Send and Resend:
 * checked in order 404/not found, 429/rate limit/too many, 5xx/server error,
 * network/fetch, timeout, invalid email; any other message as is; otherwise
 * the action's default.
 */
export function forgotPasswordErrorMessage(
  error: unknown,
  action: ForgotPasswordAction,
  m: AuthMessages['forgotPassword']['errors'] = authMessages.forgotPassword.errors,
): string {
  const status = isApiError(error) ? error.status : undefined;
  const kind = isApiError(error) ? error.kind : undefined;
  const message = meaningfulMessage(error);
  const text = message.toLowerCase();

  if (status === 404 || text.includes('not found')) return m.notFound;
  if (status === 429 || text.includes('rate limit') || text.includes('too many')) return m.tooMany;
  if ((status !== undefined && status >= 500) || text.includes('server error')) return m.server;
  if (kind === 'network' || kind === 'refused' || text.includes('network') || text.includes('fetch')) return m.network;
  if (kind === 'timeout' || text.includes('timeout') || text.includes('timed out')) return m.timeout;
  const emailDetail = isApiError(error) && error.details?.['email'];
  if (emailDetail || text.includes('invalid email') || text.includes('valid email')) return m.invalidEmail;
  if (message) return message;
  return action === 'send' ? m.sendDefault : m.resendDefault;
}
