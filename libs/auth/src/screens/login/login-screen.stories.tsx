import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  clearToasts,
  dark,
  expectToast,
  fakeGoogle,
  findDialog,
  signedInAs,
  smallPhone,
  stayOnPage,
  STORY_INTERACTION,
  withAuth,
  withGoogleClientId,
} from '../../testing/story-helpers';
import { forgetInteraction } from '../../openid/pending-interaction';
import { installFakeWebAuthn, type FakeWebAuthnOptions } from '../../testing/fake-webauthn';
import { failureAnswer, signInAnswer, googleNonceAnswer } from '../../testing/sample-answers';
import { LoginScreen } from './login-screen';

const meta = {
  title: 'auth/Login',
  component: LoginScreen,
  decorators: [withAuth],
  parameters: { layout: 'fullscreen', route: '/login' },
  beforeEach: clearToasts,
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvasElement: HTMLElement, password = 'secret1') => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/Email address/), 'aline@example.com');
  await userEvent.type(canvas.getByLabelText(/^Password/), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
};

export const Idle: Story = {};

const signedInHere = signedInAs({ role: 'student', firstName: 'Aline' });

/** Sent by a sister platform (`?interaction=…`) while already signed in here: no prompt, the platform's request is being finished. */
export const ContinuingForAPlatform: Story = {
  beforeEach: () => {
    clearToasts();
    const restore = signedInHere.beforeEach();
    return () => {
      forgetInteraction();
      restore();
    };
  },
  parameters: {
    route: `/login?interaction=${STORY_INTERACTION}`,
    network: { ...signedInHere.network, [`POST /oidc/interaction/${STORY_INTERACTION}/login`]: 'never' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Signing you in…' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sign In' })).toBeNull();
  },
};

export const ContinuingForAPlatformDark: Story = { ...ContinuingForAPlatform, globals: dark };

/** The platform's request could not be finished (offline): Try again. */
export const ContinuingForAPlatformFailed: Story = {
  ...ContinuingForAPlatform,
  parameters: {
    route: `/login?interaction=${STORY_INTERACTION}`,
    network: { ...signedInHere.network, [`POST /oidc/interaction/${STORY_INTERACTION}/login`]: 'offline' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error. Please check your connection and try again.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Dark: Story = { globals: dark };

export const SmallScreen: Story = { globals: smallPhone };

export const SmallScreenDark: Story = { globals: { ...smallPhone, ...dark } };

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email address/), 'aline@');
    await userEvent.type(canvas.getByLabelText(/^Password/), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByText('Please enter a valid email address')).toBeVisible();
    await expect(canvas.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(canvas.getByLabelText(/Email address/)).toHaveFocus();
  },
};

export const Submitting: Story = {
  parameters: { network: { 'POST /auth/login': 'never' } },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: /Signing in/ })).toBeDisabled());
  },
};

export const WrongPassword: Story = {
  parameters: { network: { 'POST /auth/login': failureAnswer(401, 'INVALID_CREDENTIALS') } },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'wrong-password');
    await expectToast('Invalid email or password');
  },
};

export const ServerUnreachable: Story = {
  parameters: { network: { 'POST /auth/login': 'offline' } },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expectToast('Network error. Please check your connection and try again.');
  },
};

export const Success: Story = {
  beforeEach: stayOnPage,
  parameters: { network: { 'POST /auth/login': signInAnswer() } },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expectToast('Login successful! Welcome back.');
  },
};

export const GoogleBusy: Story = {
  decorators: [withGoogleClientId],
  beforeEach: fakeGoogle({ oneTap: 'pending' }),
  parameters: { network: { 'POST /auth/google/nonce': googleNonceAnswer } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await expect(canvas.getByRole('button', { name: /Connecting to Google/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  },
};

export const GooglePopup: Story = {
  decorators: [withGoogleClientId],
  beforeEach: fakeGoogle({ oneTap: 'notDisplayed' }),
  parameters: { network: { 'POST /auth/google/nonce': googleNonceAnswer } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue with Google' }));
    const dialog = await findDialog('Sign in with Google');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    const googleButton = await within(dialog).findByRole('button', { name: /Continue as/ });
    await waitFor(() => expect(googleButton).toBeVisible());
  },
};

export const GooglePopupSmallScreenDark: Story = { ...GooglePopup, globals: { ...smallPhone, ...dark } };

export const GoogleCancelled: Story = {
  decorators: [withGoogleClientId],
  beforeEach: fakeGoogle({ oneTap: 'notDisplayed' }),
  parameters: { network: { 'POST /auth/google/nonce': googleNonceAnswer } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue with Google' }));
    const dialog = await findDialog('Sign in with Google');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expectToast('Google sign-in was cancelled');
  },
};

export const GoogleNotConfigured: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue with Google' }));
    await expectToast('Google authentication is not properly configured. Please contact support.');
  },
};

const needsPassword = 'An account with this email already exists. Sign in with your password to link Google.';

export const GoogleLinkQuestion: Story = {
  decorators: [withGoogleClientId],
  beforeEach: fakeGoogle({ oneTap: 'credential' }),
  parameters: {
    network: {
      'POST /auth/google/nonce': googleNonceAnswer,
      'POST /auth/google/exchange-code': failureAnswer(409, 'GOOGLE_LINK_REQUIRES_PASSWORD'),
      'POST /auth/google/link': failureAnswer(401, 'INVALID_CREDENTIALS'),
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue with Google' }));
    const dialog = await findDialog('Link your Google account');
    await expect(within(dialog).getByText(needsPassword)).toBeVisible();
    const password = within(dialog).getByLabelText(/Password of your account/);
    await waitFor(() => expect(password).toHaveFocus());
    await userEvent.type(password, 'not-my-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Link and sign in' }));
    await expect(await within(dialog).findByText('Invalid email or password')).toBeVisible();
  },
};

export const GoogleLinkQuestionSmallScreenDark: Story = { ...GoogleLinkQuestion, globals: { ...smallPhone, ...dark } };

/** In each of the other languages, with the language links the web app shows (the toolbar switches any story). */
const checkRequired = {
  status: 403,
  body: { success: false, code: 'CHALLENGE_REQUIRED', error: 'Many failed sign-ins to this account: please complete the check, then sign in again.' },
};

/** Many failed sign-ins to the account from elsewhere: this browser is asked for the automatic check (ALTCHA, loaded now). */
export const CheckRequired: Story = {
  parameters: { network: { 'POST /auth/login': checkRequired } },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    const check = await within(canvasElement).findByRole('group', { name: 'A quick check first' }, { timeout: 10_000 });
    await waitFor(() => expect(check.querySelector('altcha-widget')).not.toBeNull(), { timeout: 10_000 });
  },
};

export const CheckRequiredDark: Story = { ...CheckRequired, globals: dark };

export const CheckRequiredKinyarwandaSmallScreen: Story = {
  parameters: { network: { 'POST /auth/login': checkRequired } },
  globals: { locale: 'rw', ...smallPhone },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/imeri/i, {}, { timeout: 10_000 }), 'aline@example.com');
    await userEvent.type(canvas.getByLabelText(/^Ijambo ry’ibanga/), 'secret1');
    await userEvent.click(canvas.getByRole('button', { name: 'Injira' }));
    await expect(await canvas.findByRole('group', { name: 'Banza igenzura rigufi' }, { timeout: 10_000 })).toBeVisible();
  },
};

/** Too many sign-ins waiting on the server: it says when to try again. */
export const ServerBusy: Story = {
  parameters: {
    network: {
      'POST /auth/login': {
        status: 503,
        headers: { 'retry-after': '4' },
        body: { success: false, code: 'SERVER_BUSY', error: 'English no screen reads', retryAfterSeconds: 4 },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expectToast('Many people are signing in right now. Please try again in 4 seconds.');
  },
};

export const French: Story = { globals: { locale: 'fr' }, parameters: { languageLinks: true } };

export const Kinyarwanda: Story = { globals: { locale: 'rw' }, parameters: { languageLinks: true } };

export const SwahiliSmallScreenDark: Story = { globals: { locale: 'sw', ...smallPhone, ...dark }, parameters: { languageLinks: true } };

export const FrenchValidationErrors: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Se connecter' }));
    await expect(await canvas.findByText('L’adresse e-mail est obligatoire')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Langue' }).closest('[lang]')).toHaveAttribute('lang', 'fr');
  },
  parameters: { languageLinks: true },
};

/* Passkeys: the browser's prompt is a stand-in (testing/fake-webauthn); the server's answers are stubbed. */

const passkeyOptions = {
  status: 200,
  body: { success: true, data: { challenge: 'c3Rvcnlib29rLWNoYWxsZW5nZQ', rpId: 'localhost', allowCredentials: [], userVerification: 'preferred', timeout: 60000 } },
};
const withPasskeys = (options: FakeWebAuthnOptions) => () => {
  clearToasts();
  const uninstall = installFakeWebAuthn(options);
  const restore = stayOnPage();
  return () => {
    restore();
    uninstall();
  };
};
const passkeyButton = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: 'Use a passkey' }, { timeout: 10_000 });

/** How many passkey challenges the page asked for, in the story being shown. */
let passkeyChallenges = 0;
const countedPasskeyOptions = () => {
  passkeyChallenges += 1;
  return passkeyOptions;
};

/**
 * Where the browser has passkeys: Use a passkey (its code loads once the page is interactive), and the email field
 * offers them in autofill; the challenge for that is asked for once the person is in the field, not on every view.
 */
export const Passkey: Story = {
  beforeEach: async () => {
    // The story before may have left its email field focused (Sign In with empty fields): its card asks for its
    // challenge once the page is idle, at most a second after the frame, while it is still shown and this story's
    // network is already in place. That request is not this view's: let it land before counting starts.
    await new Promise((settled) => setTimeout(settled, 2_000));
    passkeyChallenges = 0;
    return withPasskeys({ autofill: 'waiting' })();
  },
  parameters: { network: { 'POST /auth/passkeys/login/options': countedPasskeyOptions } },
  play: async ({ canvasElement }) => {
    await expect(await passkeyButton(canvasElement)).toBeEnabled();
    const email = within(canvasElement).getByLabelText(/Email address/);
    await expect(email).toHaveAttribute('autocomplete', 'username webauthn');
    await expect(passkeyChallenges).toBe(0);
    await userEvent.click(email);
    await waitFor(() => expect(passkeyChallenges).toBe(1));
  },
};

export const PasskeySmallScreenDark: Story = { ...Passkey, globals: { ...smallPhone, ...dark } };

/** The browser's prompt is open: the button waits, and so does Sign In. */
export const PasskeyWaiting: Story = {
  beforeEach: withPasskeys({ prompt: 'pending' }),
  parameters: { network: { 'POST /auth/passkeys/login/options': passkeyOptions } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await passkeyButton(canvasElement));
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: /Waiting for your passkey/ })).toBeDisabled());
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  },
};

export const PasskeyWaitingKinyarwanda: Story = {
  ...PasskeyWaiting,
  globals: { locale: 'rw', ...smallPhone },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Koresha passkey' }, { timeout: 10_000 }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Dutegereje passkey yawe/ })).toBeDisabled());
  },
};

/** A passkey chosen in the prompt: signed in like with a password (the toast, then on by role). */
export const PasskeySuccess: Story = {
  beforeEach: withPasskeys({ prompt: 'choose' }),
  parameters: { network: { 'POST /auth/passkeys/login/options': passkeyOptions, 'POST /auth/passkeys/login/verify': signInAnswer() } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await passkeyButton(canvasElement));
    await expectToast('Login successful! Welcome back.');
  },
};

/** A passkey chosen in the email field's autofill (conditional UI): signed in without pressing anything else. */
export const PasskeyFromAutofill: Story = {
  beforeEach: withPasskeys({ autofill: 'choose' }),
  parameters: { network: { 'POST /auth/passkeys/login/options': passkeyOptions, 'POST /auth/passkeys/login/verify': signInAnswer() } },
  play: async ({ canvasElement }) => {
    await passkeyButton(canvasElement);
    await userEvent.click(within(canvasElement).getByLabelText(/Email address/));
    await expectToast('Login successful! Welcome back.');
  },
};

/** The person closed the prompt: not a failure, nothing is said, and the button works again. */
export const PasskeyCancelled: Story = {
  beforeEach: withPasskeys({ prompt: 'cancel' }),
  parameters: { network: { 'POST /auth/passkeys/login/options': passkeyOptions } },
  play: async ({ canvasElement }) => {
    const button = await passkeyButton(canvasElement);
    await userEvent.click(button);
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Use a passkey' })).toBeEnabled());
    await expect(within(document.body).queryByText('Signing in with a passkey failed. Please try again.')).toBeNull();
    await expect(within(document.body).queryByText('The passkey could not be checked. Please try again.')).toBeNull();
  },
};

/** The server refused the passkey (PASSKEY_VERIFICATION_FAILED): the words of the code. */
export const PasskeyRefused: Story = {
  beforeEach: withPasskeys({ prompt: 'choose' }),
  parameters: {
    network: { 'POST /auth/passkeys/login/options': passkeyOptions, 'POST /auth/passkeys/login/verify': failureAnswer(400, 'PASSKEY_VERIFICATION_FAILED') },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await passkeyButton(canvasElement));
    await expectToast('The passkey could not be checked. Please try again.');
    await expect(within(canvasElement).getByRole('button', { name: 'Use a passkey' })).toBeEnabled();
  },
};

export const PasskeyRefusedFrench: Story = {
  ...PasskeyRefused,
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Utiliser une clé d’accès' }, { timeout: 10_000 }));
    await expectToast('La clé d’accès n’a pas pu être vérifiée. Veuillez réessayer.');
  },
};

/** No connection when the sign-in starts: said in the page's words. */
export const PasskeyOffline: Story = {
  beforeEach: withPasskeys({ prompt: 'choose' }),
  parameters: { network: { 'POST /auth/passkeys/login/options': 'offline' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await passkeyButton(canvasElement));
    await expectToast('Network error. Please check your connection and try again.');
  },
};
