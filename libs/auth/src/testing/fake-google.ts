import type { GoogleAccountsId, GoogleCredentialResponse, GoogleIdConfiguration, PromptMomentNotification } from '../google/google-identity';

export interface FakeGoogleOptions {
  /**
   * What One Tap does: hand over a credential at once, not show up (the manual
   * popup follows), show and then be skipped, or stay open with no answer.
   */
  oneTap?: 'credential' | 'notDisplayed' | 'skipped' | 'pending';
  /** The ID token handed over; null answers without a credential. */
  credential?: string | null;
  /** Label of the button the fake draws in the manual popup. */
  buttonLabel?: string;
}

const notification = (kind: 'notDisplayed' | 'skipped' | 'displayed'): PromptMomentNotification => ({
  isDisplayMoment: () => kind !== 'skipped',
  isDisplayed: () => kind === 'displayed',
  isNotDisplayed: () => kind === 'notDisplayed',
  getNotDisplayedReason: () => (kind === 'notDisplayed' ? 'opt_out_or_no_session' : ''),
  isSkippedMoment: () => kind === 'skipped',
  getSkippedReason: () => (kind === 'skipped' ? 'user_cancel' : ''),
  isDismissedMoment: () => false,
  getDismissedReason: () => '',
  getMomentType: () => (kind === 'skipped' ? 'skipped' : 'display'),
});

type WindowWithGoogle = Window & { google?: { accounts: { id: GoogleAccountsId } } };

/**
 * A stand-in for `google.accounts.id` on `window.google` (unit tests and
 * stories): the code under test finds it ready and never downloads Google's
 * script. Returns what it was asked, and a function that removes it.
 */
export function installFakeGoogle(options: FakeGoogleOptions = {}) {
  const { oneTap = 'notDisplayed', credential = 'fake.google.id-token', buttonLabel = 'Continue as Jean Mugisha' } = options;
  const calls = { initialize: [] as GoogleIdConfiguration[], prompt: 0, renderButton: 0, cancel: 0 };
  let config: GoogleIdConfiguration | null = null;
  const answer = () => config?.callback((credential ? { credential, select_by: 'btn' } : {}) as GoogleCredentialResponse);

  const id: GoogleAccountsId = {
    initialize(configuration) {
      config = configuration;
      calls.initialize.push(configuration);
    },
    prompt(listener) {
      calls.prompt += 1;
      setTimeout(() => {
        if (oneTap === 'credential') answer();
        else if (oneTap === 'notDisplayed') listener?.(notification('notDisplayed'));
        else if (oneTap === 'skipped') {
          listener?.(notification('displayed'));
          listener?.(notification('skipped'));
        } else listener?.(notification('displayed'));
      }, 0);
    },
    renderButton(parent) {
      calls.renderButton += 1;
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = buttonLabel;
      button.style.cssText = 'width:300px;min-height:44px;border:1px solid #747775;border-radius:4px;background:#fff;color:#1f1f1f;font:500 14px system-ui';
      button.addEventListener('click', answer);
      parent.appendChild(button);
    },
    cancel() {
      calls.cancel += 1;
    },
  };
  (window as WindowWithGoogle).google = { accounts: { id } };
  return {
    calls,
    uninstall: () => {
      delete (window as WindowWithGoogle).google;
    },
  };
}
