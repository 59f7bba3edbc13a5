/** Every sentence the server sends to people (the `error` of failures, neutral notices, emails). */
export const serverMessages = {
  invalidJson: 'The request body is not valid JSON.',
  unstorableText: 'The request contains characters that cannot be stored (such as NUL). Remove them and try again.',
  emptyJson: 'The request body is empty; send a JSON object.',
  unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json).',
  payloadTooLarge: 'The request body is too large.',
  notFound: 'Not found.',
  badUrl: 'The address of the request is not valid.',
  invalidInput: 'The request is not valid.',
  routeNotFound: 'No such API route.',
  rateLimited: (seconds: number) => `Too many requests. Please wait ${seconds} seconds and try again.`,
  internal: 'Something went wrong on our side. Please try again later.',
  unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  busy: (seconds: number) => `Many people are signing in right now. Please try again in ${seconds} seconds.`,
  courseNotFound: 'Course not found.',
  corsOriginNotAllowed: 'This origin may not call the API from a browser.',
};

export const contactMessages = {
  received: 'Thank you! Your message has been sent. We usually reply within one business day.',
  supportSubject: (subject: string | undefined, name: string) => `[Contact form] ${subject || 'Message'} from ${name}`,
};

/** The newsletter's double opt-in. */
export const newsletterMessages = {
  confirmationSent: 'Almost done! Please confirm your subscription with the link we have sent to your inbox.',
  confirmed: "You're subscribed! Watch your inbox for career tips and new programs.",
  invalidConfirmation: 'This confirmation link is invalid or has expired. Please subscribe again.',
};

/** Auth (CONTRACT Auth rows): failures, neutral notices and the reset email. */
export const authMessages = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists. Please sign in or reset your password.',
  registered: 'Your account has been created.',
  signedIn: 'Signed in.',
  signInRequired: 'Please sign in to continue.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  signedOut: 'You have been signed out.',
  resetRequested:
    'If an account exists for that email, we have sent a link to reset your password. The link works once, for one hour.',
  invalidResetToken: 'Invalid or expired reset token',
  passwordReset: 'Your password has been reset. You are now signed in.',
  invalidIdToken: 'ID token validation failed',
  googleNotConfigured: 'Google sign-in is not configured on this server (no Google Client ID is set).',
  googleUnavailable: 'Google sign-in is not available right now. Please try again in a moment.',
  googleLinkRequiresPassword: 'An account with this email already exists. Sign in with your password to link Google.',
  googleLinked: 'Google is now linked to your account.',
  challengeRequired: 'Many failed sign-ins to this account: please complete the check, then sign in again.',
  unlocked: 'This browser can now sign in to your account without the check.',
  invalidUnlockToken: 'This unlock link is invalid or has expired.',
  interactionExpired: 'This sign-in request has expired. Go back to the platform and sign in again.',
  googleAccountMismatch:
    'This email address is already linked to a different Google account. Please sign in with that account or with your password.',
  invalidRegistrationToken: 'Your Google sign-up has expired or does not match this email. Please continue with Google again.',
  verificationSent: 'We have sent you a link to confirm your email address. It works once, for 24 hours.',
  emailVerified: 'Your email address is confirmed.',
  invalidToken: 'This link is invalid or has expired.',
  wrongPassword: 'The current password is not correct.',
  passwordNotSet: 'This account has no password: it signs in with Google.',
  passwordChanged: 'Your password has been changed. Every other device has been signed out.',
  emailChangeRequested: 'We have sent a confirmation link to the new address. Your email changes when you open it.',
  emailChanged: 'Your email address has been changed.',
  sessionNotFound: 'This session does not exist or has already ended.',
  sessionEnded: 'The session has ended.',
  otherSessionsEnded: 'Every other session has ended.',
  accountDeleted: 'Your account has been deleted.',
  passkeyNotFound: 'This passkey does not exist.',
  passkeyFailed: 'The passkey could not be verified. Please try again.',
  passkeyAdded: 'The passkey has been added.',
  passkeyRemoved: 'The passkey has been removed.',
  /** Stand-in last name when Google gives none (the contract needs two characters). */
  missingLastName: 'Member',
};

/**
 * The server's emails, in English: the source of data/locales/emails.<locale>.po
 * (auth/email-languages.ts). ICU messages: `{name}` is a value.
 */
export const emailMessages = {
  'email.reset.subject': 'Reset your {brand} password',
  'email.reset.greeting': 'Hello {firstName},',
  'email.reset.intro': 'Someone (hopefully you) asked to reset the password of your {brand} account.',
  'email.reset.openLink': 'Open this link to choose a new password:',
  'email.reset.button': 'Choose a new password',
  'email.reset.copyLink': 'Or copy this link into your browser:',
  'email.reset.once': 'The link works once and expires in one hour.',
  'email.reset.ignore': 'If you did not ask for this, ignore this email: your password stays the same.',
  'email.reset.signature': 'The {brand} team',
  'email.unlock.subject': 'Many failed sign-ins to your {brand} account',
  'email.unlock.greeting': 'Hello {firstName},',
  'email.unlock.intro':
    'Someone has tried many wrong passwords on your {brand} account. Your account is safe: nobody got in, and your password still works.',
  'email.unlock.openLink':
    'While this goes on, browsers that have not signed in to your account before must pass a short automatic check first. Open this link to let this browser sign in without it:',
  'email.unlock.button': 'Sign in without the check',
  'email.unlock.once': 'The link works once, for 24 hours.',
  'email.unlock.advice': 'If you did not try to sign in, choose a new password with "Forgot your password?" to be safe.',
  'email.newsletter.subject': 'Confirm your subscription to {brand}',
  'email.newsletter.greeting': 'Hello,',
  'email.newsletter.intro': 'Someone (hopefully you) asked to receive the {brand} newsletter at this address.',
  'email.newsletter.openLink': 'Open this link to confirm:',
  'email.newsletter.expiry': 'The link works for 7 days. If you did not ask for this, ignore this email: you will not be subscribed.',
  'email.verify.subject': 'Confirm your {brand} email address',
  'email.verify.intro': 'Please confirm that this is the email address of your {brand} account.',
  'email.verify.openLink': 'Open this link to confirm it:',
  'email.verify.button': 'Confirm my email address',
  'email.link.once24h': 'The link works once, for 24 hours.',
  'email.verify.ignore': 'If you did not create an account, ignore this email.',
  'email.changeEmail.subject': 'Confirm your new {brand} email address',
  'email.changeEmail.intro': 'Someone (hopefully you) asked to use this address for a {brand} account.',
  'email.changeEmail.openLink': 'Open this link to make it the address of your account:',
  'email.changeEmail.button': 'Use this email address',
  'email.changeEmail.ignore': 'If you did not ask for this, ignore this email: nothing changes.',
  'email.changeEmailNotice.subject': 'Your {brand} email address is being changed',
  'email.changeEmailNotice.intro': 'Someone signed in to your {brand} account asked to change its email address. A confirmation link went to the new address; the change happens only when it is opened.',
  'email.notice.advice': 'If this was not you, choose a new password with "Forgot your password?" and review your account:',
  'email.notice.button': 'Review my account',
  'email.passwordChanged.subject': 'Your {brand} password was changed',
  'email.passwordChanged.intro': 'The password of your {brand} account was just changed, and every other device was signed out.',
  'email.passkeyAdded.subject': 'A passkey was added to your {brand} account',
  'email.passkeyAdded.intro': 'A new passkey named "{passkeyName}" can now sign in to your {brand} account.',
  'email.accountDeleted.subject': 'Your {brand} account was deleted',
  'email.accountDeleted.intro': 'Your {brand} account was deleted. Nobody can sign in to it any more, and your personal data will be erased within {days} days.',
  'email.accountDeleted.contact': 'If you did not do this, contact us at once:',
  'email.accountDeleted.button': 'Contact us',
} as const;
export type EmailMessageId = keyof typeof emailMessages;
