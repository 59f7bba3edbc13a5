import { ERROR_CODES } from '@intambwe/contract';
import { isApiError } from '@intambwe/api-client';
import { errorText } from './failure-message';

/**
 * SPEC §4: when a reset fails because the token is invalid or expired, the
 * screen switches to Invalid Reset Link instead of showing a toast.
 */
export function isInvalidResetTokenError(error: unknown): boolean {
  if (isApiError(error) && error.code === ERROR_CODES.invalidResetToken) return true;
  const text = errorText(error).toLowerCase();
  return /\btoken\b|\blink\b/.test(text) && /invalid|expired/.test(text);
}
