import { codeOf } from '@intambwe/api-client';
import { ERROR_CODES } from '@intambwe/contract';

/**
 * SPEC §4: when a reset fails because the token is invalid or expired, the
 * screen switches to Invalid Reset Link instead of showing a toast: the
 * server's INVALID_RESET_TOKEN, or a token the contract refuses before any
 * lookup (RESET_TOKEN_MISSING on the token field).
 */
export function isInvalidResetTokenError(error: unknown): boolean {
  if (codeOf(error) === ERROR_CODES.invalidResetToken) return true;
  const fieldCodes = (error as { fieldCodes?: Record<string, string> } | null)?.fieldCodes;
  return fieldCodes?.['token'] === 'RESET_TOKEN_MISSING';
}
