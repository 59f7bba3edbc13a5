import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearSession, dark, desktop, signedIn, smallPhone } from '../../testing/story-helpers';
import { testUser } from '../../testing/fixtures';
import { NavigationBar } from './navigation-bar';

const meta = {
  title: 'landing/Navigation',
  component: NavigationBar,
  beforeEach: clearSession,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NavigationBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const user = signedIn();

export const DesktopVisitor: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Get Started' }, { timeout: 10_000 })).toBeVisible();
    // Hidden elements have no accessible name, so look the menu button up by its label.
    await expect(canvasElement.querySelector('button[aria-label="Open menu"]')).not.toBeVisible();
  },
};

export const DesktopSignedIn: Story = {
  globals: desktop,
  beforeEach: user.beforeEach,
  play: async ({ canvasElement }) => {
    // The bar's greeting (the menu's is in its closed dialog).
    await expect((await within(canvasElement).findAllByText(`Welcome, ${testUser.firstName}!`, {}, { timeout: 10_000 }))[0]).toBeVisible();
  },
};

export const DesktopDark: Story = { globals: { ...desktop, ...dark } };

export const SmallScreen: Story = {
  globals: smallPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(canvasElement.querySelector('nav[aria-label="Main navigation"]')).not.toBeVisible();
  },
};

export const SmallScreenDark: Story = { globals: { ...smallPhone, ...dark } };

export const DrawerOpen: Story = {
  globals: smallPhone,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'Menu' });
    await expect(await within(drawer).findByRole('link', { name: 'Login' })).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(drawer).not.toBeVisible());
  },
};

export const DrawerSignedInDark: Story = {
  globals: { ...smallPhone, ...dark },
  beforeEach: user.beforeEach,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'Menu' });
    const email = await within(drawer).findByText(testUser.email);
    await waitFor(() => expect(email).toBeVisible());
  },
};
