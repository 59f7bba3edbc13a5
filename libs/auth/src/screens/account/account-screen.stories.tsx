import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ok, passkeysAnswer, sampleSessions, sessionsAnswer } from '../../testing/account-stubs';
import {
  dark,
  expectToast,
  fakeGoogle,
  signedInAs,
  smallPhone,
  withFreshQueries,
  withGoogleClientId,
  withScreenRoute,
  screenStories,
} from '../../testing/story-helpers';
import { failureAnswer, googleNonceAnswer, signInAnswer } from '../../testing/sample-answers';
import { AccountScreen } from './account-screen';

const meta = {
  title: 'auth/Account',
  component: AccountScreen,
  ...screenStories('/account', { decorators: [withScreenRoute, withFreshQueries], toasts: true }),
} satisfies Meta<typeof AccountScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const unverified = signedInAs({ firstName: 'Aline', isEmailVerified: false });
const verified = signedInAs({ firstName: 'Aline', isEmailVerified: true });

const populated = { ...unverified.network, 'GET /auth/sessions': sessionsAnswer(), 'GET /auth/passkeys': passkeysAnswer() };

/** Everything there: an address to verify, three sessions, two passkeys. */
export const Populated: Story = {
  beforeEach: unverified.beforeEach,
  parameters: { network: populated },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your account' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText('Not verified')).toBeVisible();
    await expect(await canvas.findByText('Chrome on Android', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText('This device')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out Edge on Windows' })).toBeVisible();
    await expect(await canvas.findByText('Pixel phone', {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const PopulatedDark: Story = { ...Populated, globals: dark };

export const PopulatedSmallScreen: Story = { ...Populated, globals: { ...dark, ...smallPhone } };

export const Loading: Story = {
  beforeEach: verified.beforeEach,
  parameters: { network: { ...verified.network, 'GET /auth/sessions': 'never', 'GET /auth/passkeys': 'never' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('status', { name: 'Loading…' })).not.toHaveLength(0);
  },
};

export const LoadingDark: Story = { ...Loading, globals: dark };

/** A verified address, this device only, no passkeys yet. */
export const Empty: Story = {
  beforeEach: verified.beforeEach,
  parameters: {
    network: {
      ...verified.network,
      'GET /auth/sessions': sessionsAnswer(sampleSessions.filter(({ current }) => current)),
      'GET /auth/passkeys': passkeysAnswer([]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No other devices are signed in.', {}, { timeout: 10_000 })).toBeVisible();
    await expect(await canvas.findByText('You have no passkeys yet.', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText('Verified')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sign out everywhere else' })).not.toBeInTheDocument();
  },
};

export const EmptyDark: Story = { ...Empty, globals: dark };

export const LoadFailed: Story = {
  beforeEach: verified.beforeEach,
  parameters: { network: { ...verified.network, 'GET /auth/sessions': failureAnswer(500), 'GET /auth/passkeys': 'offline' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(2), { timeout: 10_000 });
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  },
};

export const LoadFailedDark: Story = { ...LoadFailed, globals: dark };

/** A server that has no passkeys yet: the section is left out, the rest works. */
export const PasskeysNotOffered: Story = {
  beforeEach: verified.beforeEach,
  parameters: {
    network: {
      ...verified.network,
      'GET /auth/sessions': sessionsAnswer(),
      'GET /auth/passkeys': failureAnswer(404, 'NOT_FOUND'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Chrome on Android', {}, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Passkeys' })).not.toBeInTheDocument());
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const ResendVerification: Story = {
  beforeEach: unverified.beforeEach,
  parameters: { network: { ...populated, 'POST /auth/verify-email/send': ok() } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Send the link again' }));
    await expectToast('We sent a new verification link to aline@example.com.');
  },
};

export const SignOutOneDevice: Story = {
  beforeEach: unverified.beforeEach,
  parameters: { network: { ...populated, 'DELETE /auth/sessions/s-office': ok() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign out Edge on Windows' }, { timeout: 10_000 }));
    await expectToast('That device is signed out.');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Where you are signed in' })).toHaveFocus());
  },
};

export const SignOutEverywhere: Story = {
  beforeEach: unverified.beforeEach,
  parameters: { network: { ...populated, 'POST /auth/sessions/revoke-others': ok() } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Sign out everywhere else' }, { timeout: 10_000 }),
    );
    await expectToast('You are signed out on every other device.');
  },
};

const fillPassword = async (canvasElement: HTMLElement, current: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^Current password/), current);
  await userEvent.type(canvas.getByLabelText(/^New password/), 'Kigali2027');
  await userEvent.type(canvas.getByLabelText(/Confirm new password/), 'Kigali2027');
  await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
};

export const PasswordChanged: Story = {
  beforeEach: verified.beforeEach,
  parameters: { network: { ...populated, 'POST /auth/change-password': signInAnswer() } },
  play: async ({ canvasElement }) => {
    await fillPassword(canvasElement, 'Kigali2026');
    await expectToast('Password changed. You were signed out on your other devices.');
  },
};

export const WrongCurrentPassword: Story = {
  beforeEach: verified.beforeEach,
  parameters: { network: { ...populated, 'POST /auth/change-password': failureAnswer(401, 'WRONG_PASSWORD') } },
  play: async ({ canvasElement }) => {
    await fillPassword(canvasElement, 'NotMine2026');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your current password is not right.')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(/^Current password/)).toHaveFocus());
  },
};

export const WrongCurrentPasswordDark: Story = { ...WrongCurrentPassword, globals: dark };

export const ChangeEmailSent: Story = {
  beforeEach: verified.beforeEach,
  parameters: { network: { ...populated, 'POST /auth/change-email': ok() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change email address' }));
    await userEvent.type(canvas.getByLabelText(/^New email address/), 'aline.new@example.com');
    await userEvent.type(canvas.getByLabelText(/^Your password/), 'Kigali2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Send confirmation link' }));
    await expect(await canvas.findByText(/Open the link we sent to aline.new@example.com/)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Change email address' })).toHaveFocus());
  },
};

export const DeleteConfirmation: Story = {
  beforeEach: verified.beforeEach,
  parameters: { network: { ...populated, 'DELETE /account': failureAnswer(401, 'WRONG_PASSWORD') } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Delete my account' }));
    const found = await within(document.body).findByRole('alertdialog', { name: 'Delete your account?' }, { timeout: 5000 });
    await waitFor(() => expect(found).toBeVisible());
    const dialog = within(found);
    await waitFor(() => expect(dialog.getByLabelText(/^Your password/)).toHaveFocus());
    await userEvent.type(dialog.getByLabelText(/^Your password/), 'NotMine2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete for ever' }));
    await expect(await dialog.findByText('Your current password is not right.')).toBeVisible();
  },
};

export const DeleteConfirmationDark: Story = { ...DeleteConfirmation, globals: dark };

/* An account that signs in with Google only has no password: a fresh Google sign-in confirms instead. */

const googleOnly = signedInAs({ firstName: 'Jean', email: 'jean@example.com', isEmailVerified: true });
const withGoogleOnly = () => {
  const restoreGoogle = fakeGoogle({ oneTap: 'credential' })();
  const restoreSession = googleOnly.beforeEach();
  return () => {
    restoreSession();
    restoreGoogle();
  };
};
const googleOnlyNetwork = {
  ...googleOnly.network,
  ...populated,
  'GET /auth/me': googleOnly.network['GET /auth/me'],
  'POST /auth/google/nonce': googleNonceAnswer,
};

const openDeleteDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Delete my account' }));
  const found = await within(document.body).findByRole('alertdialog', { name: 'Delete your account?' }, { timeout: 5000 });
  await waitFor(() => expect(found).toBeVisible());
  return within(found);
};

/** A password typed for an account without one (PASSWORD_NOT_SET): the dialog asks for Google instead, its button focused. */
export const DeleteWithoutPassword: Story = {
  decorators: [withGoogleClientId],
  beforeEach: withGoogleOnly,
  parameters: { network: { ...googleOnlyNetwork, 'DELETE /account': failureAnswer(400, 'PASSWORD_NOT_SET') } },
  play: async ({ canvasElement }) => {
    const dialog = await openDeleteDialog(canvasElement);
    await waitFor(() => expect(dialog.getByLabelText(/^Your password/)).toHaveFocus());
    await userEvent.type(dialog.getByLabelText(/^Your password/), 'Guess2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete for ever' }));
    const confirm = await dialog.findByRole('button', { name: 'Confirm with Google and delete' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await expect(dialog.getByText(/Your account signs in with Google/)).toBeVisible();
    await expect(dialog.queryByLabelText(/^Your password/)).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Use my password instead' })).toBeEnabled();
  },
};

export const DeleteWithoutPasswordSmallScreenDark: Story = { ...DeleteWithoutPassword, globals: { ...smallPhone, ...dark } };

/** The person says they sign in with Google: a fresh Google sign-in (its ID token) deletes the account. */
export const DeleteWithGoogle: Story = {
  decorators: [withGoogleClientId],
  beforeEach: withGoogleOnly,
  parameters: {
    network: {
      ...googleOnlyNetwork,
      'DELETE /account': ok({ erasureBy: '2026-12-26T00:00:00.000Z' }),
      'POST /auth/logout': ok(),
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDeleteDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'I sign in with Google' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Confirm with Google and delete' }));
    await expectToast('Your account is deleted.');
    await expect(await within(canvasElement).findByText('Landed on /')).toBeVisible();
  },
};

/** Another Google account than this one's (401 INVALID_ID_TOKEN): said in the dialog, which stays open. */
export const DeleteWithGoogleRefused: Story = {
  decorators: [withGoogleClientId],
  beforeEach: withGoogleOnly,
  parameters: { network: { ...googleOnlyNetwork, 'DELETE /account': failureAnswer(401, 'INVALID_ID_TOKEN') } },
  play: async ({ canvasElement }) => {
    const dialog = await openDeleteDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'I sign in with Google' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Confirm with Google and delete' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'That Google account is not linked to this account. Please choose the one you sign in with.',
    );
    await expect(dialog.getByRole('button', { name: 'Confirm with Google and delete' })).toBeEnabled();
  },
};

export const DeleteWithGoogleRefusedFrench: Story = {
  ...DeleteWithGoogleRefused,
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Supprimer mon compte' }, { timeout: 10_000 }),
    );
    const found = await within(document.body).findByRole('alertdialog', {}, { timeout: 5000 });
    const dialog = within(found);
    await userEvent.click(await dialog.findByRole('button', { name: 'Je me connecte avec Google' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Confirmer avec Google et supprimer' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Ce compte Google n’est pas lié à ce compte.');
  },
};

export const CheckingSession: Story = {
  beforeEach: verified.beforeEach,
  parameters: { network: { 'GET /auth/me': 'never' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};
