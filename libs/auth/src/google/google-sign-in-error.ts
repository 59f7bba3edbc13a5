import { messageText } from '@intambwe/i18n';
import { googleMessageDescriptors } from '../google-messages';

/** Why Google sign-in failed on this side, before our server was asked (SPEC §8). */
export type GoogleFailureCode = keyof typeof googleMessageDescriptors.errors;

/**
 * A failure of Google sign-in in the browser: `code` says which (screens choose
 * their words from it); `message` is the English of SPEC §8, for logs.
 */
export class GoogleSignInError extends Error {
  override readonly name = 'GoogleSignInError';

  constructor(readonly code: GoogleFailureCode) {
    super(messageText(googleMessageDescriptors.errors[code], 'en'));
  }
}
