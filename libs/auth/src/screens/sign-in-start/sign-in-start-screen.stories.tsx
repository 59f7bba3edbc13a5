import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { browserNavigation } from '../../navigation/browser-navigation';
import { readFlow } from '../../openid/flow-storage';
import { resetRelyingParties } from '../../session/session-remote';
import { discoveryAnswer } from '../../testing/openid-stubs';
import { asSisterPlatform, dark, smallPhone, stayOnPage, withAuth } from '../../testing/story-helpers';
import { LoginScreen } from '../login/login-screen';
import { RegisterScreen } from '../register/register-screen';
import { AuthLoginScreen, SignInStart } from './sign-in-start-screen';

/** The platform's screens, kept on the page (leaving for the front door would unload the story). */
const onThePlatform = () => {
  resetRelyingParties();
  sessionStorage.clear();
  return stayOnPage();
};

const meta = {
  title: 'auth/Sign-in start (sister platforms)',
  component: SignInStart,
  decorators: [withAuth, asSisterPlatform],
  beforeEach: onThePlatform,
  args: { screen: 'login', returnTo: '/' },
  parameters: { layout: 'fullscreen', route: '/login', network: { 'GET /.well-known/openid-configuration': 'never' } },
} satisfies Meta<typeof SignInStart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Where the screen sent the browser (the story stays on the page). */
const capture = () => {
  const restore = onThePlatform();
  const went: string[] = [];
  browserNavigation.assign = (url) => void went.push(url);
  (window as { __wentTo?: string[] }).__wentTo = went;
  return restore;
};
const wentTo = () => (window as { __wentTo?: string[] }).__wentTo ?? [];

/** LoginPage on a platform: the front door's screens are where passwords are typed, so it sends the person there. */
export const LoginOnAPlatform: Story = {
  render: () => <LoginScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Taking you to sign in…' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('You sign in with your Intambwe Careers account, on the Intambwe Careers site.');
    await expect(canvas.queryByLabelText(/Password/)).toBeNull();
  },
};

/** The request the platform makes: code flow with PKCE S256, state and nonce, its own API as resource, the page's language; kept in this tab for its answer. */
export const LoginStartsTheCodeFlow: Story = {
  render: () => <LoginScreen />,
  beforeEach: capture,
  parameters: { network: { 'GET /.well-known/openid-configuration': discoveryAnswer } },
  play: async () => {
    await waitFor(() => expect(wentTo()).toHaveLength(1));
    const url = new URL(wentTo()[0] as string);
    await expect(url.origin + url.pathname).toBe('http://front-door.test/oidc/auth');
    const query = Object.fromEntries(url.searchParams);
    await expect(query).toMatchObject({
      client_id: 'elearning',
      redirect_uri: `${window.location.origin}/auth/callback`,
      response_type: 'code',
      scope: 'openid email profile role',
      code_challenge_method: 'S256',
      resource: window.location.origin,
      ui_locales: 'en',
    });
    await expect(query['code_challenge']).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect(query['state']).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect(query['nonce']).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect(query['prompt']).toBeUndefined();
    await expect(readFlow(query['state'] as string)).toMatchObject({ returnTo: '/', nonce: query['nonce'] });
  },
};

/** RegisterPage on a platform asks the front door for its sign-up screen (prompt=create). */
export const RegisterAsksForTheSignUpScreen: Story = {
  render: () => <RegisterScreen />,
  beforeEach: capture,
  parameters: { route: '/register', network: { 'GET /.well-known/openid-configuration': discoveryAnswer } },
  play: async () => {
    await waitFor(() => expect(wentTo()).toHaveLength(1));
    await expect(new URL(wentTo()[0] as string).searchParams.get('prompt')).toBe('create');
  },
};

export const LoginOnAPlatformDark: Story = { ...LoginOnAPlatform, globals: dark };

export const RegisterOnAPlatform: Story = {
  render: () => <RegisterScreen />,
  parameters: { route: '/register' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Taking you to create your account…' })).toBeVisible();
  },
};

export const RegisterOnAPlatformSmallScreen: Story = { ...RegisterOnAPlatform, globals: smallPhone };

/** The front door could not be reached: Try again. */
export const Failed: Story = {
  parameters: { network: { 'GET /.well-known/openid-configuration': 'offline' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The sign-in page could not be reached. Check your connection and try again.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const FailedDark: Story = { ...Failed, globals: dark };

/** /auth/login?iss=… naming another issuer than the platform's front door: asked before going on. */
export const ForeignIssuer: Story = {
  render: () => <AuthLoginScreen />,
  parameters: { route: '/auth/login?iss=https%3A%2F%2Fevil.example.com', network: { 'GET /.well-known/openid-configuration': discoveryAnswer } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Check this sign-in link' })).toBeVisible();
    const assign = browserNavigation.assign;
    let went = '';
    browserNavigation.assign = (url) => {
      went = url;
    };
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Sign in with Intambwe Careers' }));
      await waitFor(() => expect(went).toMatch(/^http:\/\/front-door\.test\/oidc\/auth\?/));
    } finally {
      browserNavigation.assign = assign;
    }
  },
};

export const ForeignIssuerDark: Story = { ...ForeignIssuer, globals: dark };
