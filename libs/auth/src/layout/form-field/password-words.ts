import type { AuthMessages } from '../../messages';

/** The words of a password input: its placeholder (the person's current password, or a new one) and its toggle's names. */
export function passwordInputWords(m: AuthMessages, autoComplete: 'current-password' | 'new-password', placeholder?: string) {
  return {
    placeholder:
      placeholder ?? (autoComplete === 'new-password' ? m.fields.newPasswordPlaceholder : m.fields.passwordPlaceholder),
    showLabel: m.fields.showPassword,
    hideLabel: m.fields.hidePassword,
  };
}
