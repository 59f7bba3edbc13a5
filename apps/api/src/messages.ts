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
} as const;
export type EmailMessageId = keyof typeof emailMessages;
