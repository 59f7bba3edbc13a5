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
  platformNotForRole: 'This platform does not serve your account type.',
  invalidHandoffCode: 'Invalid or expired code',
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
  'email.newsletter.subject': 'Confirm your subscription to {brand}',
  'email.newsletter.greeting': 'Hello,',
  'email.newsletter.intro': 'Someone (hopefully you) asked to receive the {brand} newsletter at this address.',
  'email.newsletter.openLink': 'Open this link to confirm:',
  'email.newsletter.expiry': 'The link works for 7 days. If you did not ask for this, ignore this email: you will not be subscribed.',
} as const;
export type EmailMessageId = keyof typeof emailMessages;
