/**
 * The slice of Google Identity Services (`google.accounts.id`) this library
 * uses, typed locally so no global declaration leaks to the host app.
 * https://developers.google.com/identity/gsi/web/reference/js-reference
 */
export interface GoogleCredentialResponse {
  credential?: string;
  select_by?: string;
}

/** Prompt moment notification; several methods are gone when FedCM is on, so each is optional. */
export interface PromptMomentNotification {
  isDisplayMoment?(): boolean;
  isDisplayed?(): boolean;
  isNotDisplayed?(): boolean;
  getNotDisplayedReason?(): string;
  isSkippedMoment?(): boolean;
  getSkippedReason?(): string;
  isDismissedMoment?(): boolean;
  getDismissedReason?(): string;
  getMomentType?(): string;
}

export interface GoogleIdConfiguration {
  client_id: string;
  /** Echoed in the ID token's `nonce` claim; our server issues it and checks it (replay protection). */
  nonce?: string;
  callback: (response: GoogleCredentialResponse) => void;
  auto_select?: boolean;
  cancel_on_tap_outside?: boolean;
  context?: 'signin' | 'signup' | 'use';
  ux_mode?: 'popup' | 'redirect';
  itp_support?: boolean;
  use_fedcm_for_prompt?: boolean;
}

export interface GoogleButtonConfiguration {
  type?: 'standard' | 'icon';
  theme?: 'outline' | 'filled_blue' | 'filled_black';
  size?: 'large' | 'medium' | 'small';
  text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
  shape?: 'rectangular' | 'pill' | 'circle' | 'square';
  logo_alignment?: 'left' | 'center';
  width?: number;
  locale?: string;
}

export interface GoogleAccountsId {
  initialize(config: GoogleIdConfiguration): void;
  prompt(listener?: (notification: PromptMomentNotification) => void): void;
  renderButton(parent: HTMLElement, options: GoogleButtonConfiguration): void;
  cancel(): void;
  disableAutoSelect?(): void;
}

type WindowWithGoogle = Window & { google?: { accounts?: { id?: GoogleAccountsId } } };

/** `google.accounts.id` once Google's script has run, else null. */
export function readGoogleAccountsId(): GoogleAccountsId | null {
  if (typeof window === 'undefined') return null;
  const id = (window as WindowWithGoogle).google?.accounts?.id;
  return id && typeof id.initialize === 'function' ? id : null;
}
