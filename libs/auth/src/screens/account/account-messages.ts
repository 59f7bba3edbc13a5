import { defineMessages, useMessages, type CatalogLoaders, type Translated } from '@intambwe/i18n';

/**
 * The sentences of the account area and of the emailed-link screens
 * (/account, /verify-email, /confirm-email), apart from libs/auth's other
 * messages: their translations (`locales/<language>.po` beside this module)
 * load only with these screens, so the sign-in screens' download does not grow.
 */
export const accountMessageTree = /* @__PURE__ */ defineMessages('auth', {
  /** The account area (/account): the signed-in person sees and changes their account. */
  account: {
    title: 'Your account',
    subtitle: 'Your details, how you sign in, and your data.',
    backToDashboard: 'Back to dashboard',
    retry: 'Try again',
    loadFailed: 'We could not load this. Check your connection and try again.',
    loading: 'Loading…',
    profile: {
      title: 'Profile',
      name: 'Name',
      role: 'Account type',
      memberSince: 'Member since',
    },
    email: {
      title: 'Email address',
      verified: 'Verified',
      notVerified: 'Not verified',
      notVerifiedNote: 'Confirm your address so you can always get back into your account. We sent you a link when you signed up.',
      resend: 'Send the link again',
      resending: 'Sending…',
      resent: 'We sent a new verification link to {email}.',
      change: 'Change email address',
      newEmail: 'New email address',
      password: 'Your password',
      submit: 'Send confirmation link',
      submitting: 'Sending…',
      cancel: 'Cancel',
      sent: 'Open the link we sent to {email} to finish. Your address changes only then.',
    },
    password: {
      title: 'Password',
      current: 'Current password',
      submit: 'Change password',
      submitting: 'Changing…',
      wrongCurrent: 'Your current password is not right.',
      changed: 'Password changed. You were signed out on your other devices.',
    },
    passkeys: {
      title: 'Passkeys',
      note: 'Sign in with your fingerprint, face or screen lock instead of a password.',
      empty: 'You have no passkeys yet.',
      add: 'Add a passkey',
      adding: 'Waiting for your device…',
      added: 'Passkey added.',
      addFailed: 'The passkey was not added. Please try again.',
      cancelled: 'Adding the passkey was cancelled.',
      unnamed: 'Passkey',
      created: 'Added {date}',
      lastUsed: 'Last used {date}',
      rename: 'Rename',
      renameLabel: 'Name of the passkey',
      save: 'Save',
      cancel: 'Cancel',
      renamed: 'Passkey renamed.',
      remove: 'Remove',
      removeLabel: 'Remove {name}',
      renameAria: 'Rename {name}',
      removed: 'Passkey removed.',
    },
    sessions: {
      title: 'Where you are signed in',
      empty: 'No other devices are signed in.',
      thisDevice: 'This device',
      unknownDevice: 'Unknown device',
      device: '{browser} on {system}',
      lastActive: 'Last active {date}',
      signedIn: 'Signed in {date}',
      signOut: 'Sign out',
      signOutAria: 'Sign out {device}',
      signedOut: 'That device is signed out.',
      signOutEverywhere: 'Sign out everywhere else',
      signingOutEverywhere: 'Signing out…',
      signedOutEverywhere: 'You are signed out on every other device.',
    },
    data: {
      title: 'Your data',
      note: 'Download everything we keep about you, as a JSON file.',
      download: 'Download my data',
      downloading: 'Preparing…',
      downloaded: 'Your data is downloaded.',
    },
    delete: {
      title: 'Delete account',
      note: 'Your account and your personal data are deleted. You cannot undo this.',
      open: 'Delete my account',
      dialogTitle: 'Delete your account?',
      dialogNote: 'You will be signed out everywhere, and your personal data will be erased. Enter your password to confirm.',
      password: 'Your password',
      confirm: 'Delete for ever',
      deleting: 'Deleting…',
      cancel: 'Keep my account',
      deleted: 'Your account is deleted.',
      withGoogle: 'I sign in with Google',
      googleNote: 'You will be signed out everywhere, and your personal data will be erased. Your account signs in with Google: sign in with Google once more to confirm.',
      googleConfirm: 'Confirm with Google and delete',
      withPassword: 'Use my password instead',
      googleRefused: 'That Google account is not linked to this account. Please choose the one you sign in with.',
    },
  },

  /** /verify-email?token=… (the link emailed to a new address). */
  verifyEmail: {
    title: 'Verify your email',
    checking: 'Verifying your email address…',
    doneTitle: 'Your email is verified',
    doneNote: 'Thank you. {email} is confirmed.',
    invalidTitle: 'This link does not work',
    invalidNote: 'Verification links work once, for 24 hours. Sign in and open your account to get a new one.',
    failed: 'We could not verify your email. Please try again.',
    tryAgain: 'Try again',
    toAccount: 'Go to your account',
  },

  /** /confirm-email?token=… (the link emailed to a new address when changing it). */
  confirmEmail: {
    title: 'Confirm your new email',
    checking: 'Confirming your new email address…',
    doneTitle: 'Your email address is changed',
    doneNote: 'You now sign in with {email}.',
    invalidTitle: 'This link does not work',
    invalidNote: 'Confirmation links work once and for a limited time. Open your account to change the address again.',
    failed: 'We could not change your email address. Please try again.',
    tryAgain: 'Try again',
    toAccount: 'Go to your account',
  },

});
export type AccountMessages = Translated<typeof accountMessageTree>;

/** The account screens' messages in the screen's language. */
export function useAccountMessages(): AccountMessages {
  return useMessages(accountMessageTree);
}

/** Their translations, loaded with the account screens (`<WithCatalogs catalogs={[accountCatalogs]}>`). */
export const accountCatalogs: CatalogLoaders = {
  fr: () => import('./locales/fr.po'),
  rw: () => import('./locales/rw.po'),
  sw: () => import('./locales/sw.po'),
};
