import { defineMessages, translate, useMessages, type Translated } from '@intambwe/i18n';
import { googleMessageDescriptors } from './google-messages';
import { serverMessageDescriptors } from './server-messages';

/**
 * Every sentence libs/auth shows to people, defined in English (ICU messages);
 * French, Kinyarwanda and Swahili live in `locales/<language>.po`, one catalog
 * per language, loaded when a screen of that language is shown. The toasts and
 * errors are SPEC §8, character for character.
 */
export const authMessageDescriptors = /* @__PURE__ */ defineMessages('auth', {
  layout: {
    backToHome: 'Back to home',
    homeLink: 'Go to the homepage',
    or: 'or',
    language: 'Language',
  },

  fields: {
    email: 'Email address',
    emailPlaceholder: 'you@example.com',
    password: 'Password',
    passwordPlaceholder: 'Enter your password',
    newPassword: 'New password',
    newPasswordPlaceholder: 'Create a strong password',
    confirmPassword: 'Confirm password',
    confirmNewPassword: 'Confirm new password',
    confirmPasswordPlaceholder: 'Repeat your password',
    firstName: 'First name',
    lastName: 'Last name',
    role: 'I am a...',
    rolePlaceholder: 'Select your role',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },

  roles: {
    student: 'Student',
    teacher: 'Teacher/Instructor',
    job_seeker: 'Job Seeker',
    employer: 'Employer',
  },

  login: {
    title: 'Welcome back',
    subtitle: 'Sign in to continue your career journey.',
    forgotPassword: 'Forgot your password?',
    submit: 'Sign In',
    submitting: 'Signing in…',
    noAccount: "Don't have an account?",
    registerLink: 'Sign up',
    success: 'Login successful! Welcome back.',
    failed: 'Login failed. Please try again.',
    passkey: 'Use a passkey',
    passkeyBusy: 'Waiting for your passkey…',
    passkeyFailed: 'Signing in with a passkey failed. Please try again.',
  },

  /** The check a browser new to an account passes after many failed sign-ins to it (ALTCHA, automatic). */
  check: {
    title: 'A quick check first',
    note: 'There have been many failed sign-ins to this account, so this browser must pass a short automatic check. It runs by itself, then you are signed in.',
    label: 'I am not a robot',
    verifying: 'Checking…',
    verified: 'Check passed',
    verify: 'Check',
    verificationRequired: 'Please pass the check first.',
    waitAlert: 'Checking… please wait.',
    error: 'The check failed. Please try again.',
    expired: 'The check expired. Please run it again.',
    loading: 'Loading…',
    reload: 'Run the check again',
    enterCode: 'Enter the code',
    enterCodeAria: 'Enter the code you hear. Press Space to play the audio.',
    getAudioChallenge: 'Get an audio challenge',
    footer: 'Protected against automated sign-ins',
    ariaLinkLabel: 'About this check',
  },

  unlock: {
    title: 'Sign in without the check',
    checking: 'Unlocking sign-in on this browser…',
    doneTitle: 'This browser is unlocked',
    doneNote: 'This browser can now sign in to your account without the automatic check. If you did not try to sign in yourself, choose a new password to be safe.',
    signIn: 'Sign in',
    newPassword: 'Choose a new password',
    invalidTitle: 'This unlock link does not work',
    invalidNote: 'Unlock links work once, for 24 hours. You can still sign in: the automatic check runs by itself.',
    failed: 'We could not unlock sign-in on this browser. Please try again.',
    tryAgain: 'Try again',
  },

  register: {
    title: 'Create your account',
    subtitle: 'Join Intambwe Careers: coaching, training and jobs in one place.',
    /** One sentence; the tagged parts become links (keep the tags, translate what is inside). */
    agreeToTerms: 'I agree to the <terms>Terms of Service</terms> and <privacy>Privacy Policy</privacy>',
    submit: 'Create Account',
    submitting: 'Creating account…',
    haveAccount: 'Already have an account?',
    loginLink: 'Sign in',
    success: 'Registration successful!',
    failed: 'Registration failed. Please try again.',
  },

  forgotPassword: {
    title: 'Forgot your password?',
    subtitle: "Enter the email address of your account and we'll send you a link to set a new password.",
    submit: 'Send Reset Link',
    submitting: 'Sending…',
    backToLogin: 'Back to Login',
    sentTitle: 'Check Your Email',
    sentNote:
      "If an account exists for {email}, we've sent it a link to reset your password. The link works once and expires after one hour.",
    sentHint: "Didn't get it? Check your spam folder, or send the email again.",
    resend: 'Resend Email',
    resending: 'Sending again…',
    sent: 'Password reset instructions sent to your email!',
    resent: 'Email sent again!',
    errorTitle: 'We could not send the email',
    errors: {
      notFound:
        "We couldn't find an account with that email address. Please check your email and try again, or create a new account if you haven't registered yet.",
      tooMany: 'Too many password reset attempts. Please wait a few minutes before trying again.',
      server: 'Our servers are experiencing issues. Please try again in a few minutes.',
      network: 'Network error. Please check your internet connection and try again.',
      timeout: 'Request timed out. Please check your internet connection and try again.',
      invalidEmail: 'Please enter a valid email address.',
      sendDefault: 'Failed to send reset email. Please try again.',
      resendDefault: 'Failed to resend email. Please try again.',
    },
  },

  resetPassword: {
    title: 'Set a new password',
    subtitle: 'Choose a new password for your account.',
    rulesTitle: 'Password rules',
    rules: 'At least 8 characters, with at least one uppercase letter, one lowercase letter and one number.',
    submit: 'Reset Password',
    submitting: 'Resetting…',
    invalidTitle: 'Invalid Reset Link',
    missingToken: 'Invalid or missing reset token',
    invalidNote: 'This password reset link is invalid or has expired. Links work once and expire after one hour.',
    requestNew: 'Request New Reset Link',
    doneTitle: 'Password Reset Successful',
    doneNote: 'Your password has been changed and you are now signed in. Taking you to the homepage…',
    goHome: 'Go to Homepage',
    success: 'Password reset successful! You are now logged in.',
    failed: 'Failed to reset password. Please try again.',
  },

  dashboard: {
    welcome: 'Welcome, {firstName}!',
    redirecting: 'Redirecting you to the {platform, select, elearning {E-Learning platform} other {Job Portal}}…',
    notRedirected: 'Not redirected?',
    openPlatform: 'Open the {platform, select, elearning {E-Learning platform} other {Job Portal}}',
    noPlatform: 'Your account is ready. Choose where to go next:',
    checking: 'Checking your session…',
    continueFailedTitle: 'We could not sign you in to the {platform, select, elearning {E-Learning platform} other {Job Portal}}',
    continueFailed: 'We could not finish signing you in to the platform. Please try again.',
    tryAgain: 'Try again',
    openSignedOut: 'Open the {platform, select, elearning {E-Learning platform} other {Job Portal}} without signing in',
    accountLink: 'Your account',
  },

  callback: {
    signingIn: 'Signing you in…',
    signingInNote: 'One moment, please.',
    expiredTitle: 'This sign-in link has expired',
    expiredNote: 'Sign-in links work once and for one minute. Sign in again to continue.',
    errorTitle: 'We could not sign you in',
    signInAgain: 'Sign in again',
    tryAgain: 'Try again',
    deniedTitle: 'This account is not for this platform',
    deniedNote: 'The account you signed in with is of a type this platform does not serve. Sign in with another account, or open {brand} to find your platform.',
    openFrontDoor: 'Open {brand}',
  },

  /** A sister platform sending people to the front door's screens (the only place a password is typed). */
  signInStart: {
    starting: 'Taking you to sign in…',
    registering: 'Taking you to create your account…',
    startingNote: 'You sign in with your {brand} account, on the {brand} site.',
    failedTitle: 'We could not open the sign-in page',
    failed: 'The sign-in page could not be reached. Check your connection and try again.',
    tryAgain: 'Try again',
    foreignIssuerTitle: 'Check this sign-in link',
    foreignIssuer: 'This sign-in link was not made by {brand}. Go on only if you expected to sign in with {brand}.',
    continue: 'Sign in with {brand}',
  },

  selectRole: {
    title: 'Choose your role',
    subtitle: "Tell us how you'll use Intambwe Careers so we can take you to the right place.",
    groupLabel: 'Select your role',
    benefitsLabel:
      'What {role, select, student {Student} teacher {Teacher/Instructor} job_seeker {Job Seeker} other {Employer}} accounts get',
    submit: 'Continue to Dashboard',
    submitting: 'Setting up your account…',
    loading: 'Loading your Google account…',
    noData: 'User data not found. Please try signing in again.',
    success: 'Registration successful!',
    failed: 'Failed to complete registration. Please try again.',
    options: {
      student: {
        description: 'Build job-ready skills with live coaching, courses and certificates.',
        benefits: {
          one: 'Live coaching sessions',
          two: 'Skills assessments',
          three: 'Verified certificates',
          four: 'Career guidance',
        },
      },
      teacher: {
        description: 'Teach courses, coach learners and grow your professional profile.',
        benefits: {
          one: 'Create courses',
          two: 'Host live sessions',
          three: 'Track learner progress',
          four: 'Earn from teaching',
        },
      },
      job_seeker: {
        description: 'Find jobs, prepare for interviews and land your next role.',
        benefits: {
          one: 'Curated job matches',
          two: 'Interview coaching',
          three: 'CV and profile review',
          four: 'Application tracking',
        },
      },
      employer: {
        description: 'Post jobs and hire skilled, verified talent across Africa.',
        benefits: {
          one: 'Post job openings',
          two: 'Verified candidates',
          three: 'Skills-based screening',
          four: 'Hiring dashboard',
        },
      },
    },
  },

  testGoogle: {
    title: 'Google Sign-In Test',
    subtitle: 'A developer page: run the Google sign-in against this server and inspect what comes back.',
    run: 'Test Google Sign-In',
    clear: 'Clear Results',
    resultsTitle: 'Results',
    newAccount: 'New account: role selection is required before an account exists.',
    fields: {
      name: 'Name',
      email: 'Email',
      id: 'User id',
      role: 'Role',
      emailVerified: 'Email verified',
      picture: 'Profile picture',
      token: 'Access token',
      refreshToken: 'Refresh token',
    },
    /** Tokens are never shown: only that one came back, its length and when it expires. */
    tokenReceived: 'Received ({length} characters), expires {expires}',
    tokenReceivedNoExpiry: 'Received ({length} characters)',
    yes: 'Yes',
    no: 'No',
    none: '(none)',
    errorTitle: 'Sign-in failed',
    configTitle: 'Configuration',
    clientId: 'Client id: {id}',
    clientIdMissing: 'Client id: not configured',
    setupTitle: 'Setup instructions',
    setup: {
      one: 'Create an OAuth client of type "Web application" in the Google Cloud console.',
      two: "Add this site's origin (for example http://localhost:3000) to its Authorized JavaScript origins.",
      three: 'Start the server with GOOGLE_CLIENT_ID set to that client id, then reload this page.',
      four: 'Press Test Google Sign-In: the results show what the server answered.',
    },
  },

  platformRedirect: {
    opening: 'Opening the {platform, select, elearning {E-Learning platform} other {Job Portal}}…',
    blocked:
      'Your browser blocked the new tab. Open the {platform, select, elearning {E-Learning platform} other {Job Portal}} with the link below.',
    open: 'Open the {platform, select, elearning {E-Learning platform} other {Job Portal}}',
    backHome: 'Back to home',
  },

  guard: {
    checking: 'Checking your session…',
  },
});

/** Every message of libs/auth (the catalogs translate these; tools/i18n checks them). */
export const authMessageTree = {
  ...authMessageDescriptors,
  google: googleMessageDescriptors,
  server: serverMessageDescriptors,
};
export type AuthMessages = Translated<typeof authMessageTree>;

/** The English messages (tests, stories and code outside React). */
export const authMessages: AuthMessages = /* @__PURE__ */ translate(authMessageTree, 'en');

/** libs/auth's messages in the screen's language. */
export function useAuthMessages(): AuthMessages {
  return useMessages(authMessageTree);
}
