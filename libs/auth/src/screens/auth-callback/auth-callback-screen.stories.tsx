import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { resetRelyingParties } from '../../session/session-remote';
import { callbackPath, discoveryAnswer, oauthErrorAnswer, seedFlow } from '../../testing/openid-stubs';
import { asSisterPlatform, clearToasts, dark, smallPhone, withAuth } from '../../testing/story-helpers';
import { AuthCallbackScreen } from './auth-callback-screen';

/** The sign-in request this tab made, so the callback has something to finish. */
const withRequest = () => {
  clearToasts();
  resetRelyingParties();
  sessionStorage.clear();
  seedFlow();
  return () => sessionStorage.clear();
};

const meta = {
  title: 'auth/Auth callback (sister platforms)',
  component: AuthCallbackScreen,
  decorators: [withAuth, asSisterPlatform],
  beforeEach: withRequest,
  parameters: { layout: 'fullscreen', route: callbackPath() },
} satisfies Meta<typeof AuthCallbackScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SigningIn: Story = {
  parameters: { network: { 'GET /.well-known/openid-configuration': discoveryAnswer, 'POST /oidc/token': 'never' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Signing you in…' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('One moment, please.');
  },
};

export const SigningInDark: Story = { ...SigningIn, globals: dark };

export const Expired: Story = {
  parameters: { network: { 'GET /.well-known/openid-configuration': discoveryAnswer, 'POST /oidc/token': oauthErrorAnswer('invalid_grant') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This sign-in link has expired' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in again' })).toBeVisible();
  },
};

export const ExpiredSmallScreenDark: Story = { ...Expired, globals: { ...smallPhone, ...dark } };

/** The front door refused: this platform does not serve the account's type (access_denied). */
export const NotForThisPlatform: Story = {
  parameters: { route: callbackPath({ error: 'access_denied' }), network: { 'GET /.well-known/openid-configuration': discoveryAnswer } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This account is not for this platform' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open Intambwe Careers' })).toBeVisible();
  },
};

export const NotForThisPlatformDark: Story = { ...NotForThisPlatform, globals: dark };

export const Offline: Story = {
  parameters: { network: { 'GET /.well-known/openid-configuration': 'offline' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error. Please check your internet connection and try again.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const OfflineDark: Story = { ...Offline, globals: dark };
