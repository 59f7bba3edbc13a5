import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { asIsland, clearSession, dark, signedIn } from '../../testing/story-helpers';
import { testUser } from '../../testing/fixtures';
import { AccountActions } from './account-actions';

/** The account island of the bar and of the menu (as the page hydrates it): a visitor's links, or the person this browser remembers. */
const meta = {
  title: 'landing/Account actions',
  component: AccountActions,
  decorators: [asIsland],
  beforeEach: clearSession,
  args: { layout: 'bar' },
} satisfies Meta<typeof AccountActions>;
export default meta;
type Story = StoryObj<typeof meta>;

const user = signedIn();

export const VisitorBar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
  },
};

export const VisitorMenuDark: Story = { globals: dark, args: { layout: 'menu' }, play: VisitorBar.play };

export const SignedInBar: Story = {
  beforeEach: user.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`Welcome, ${testUser.firstName}!`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(canvas.queryByText(testUser.email)).toBeNull();
  },
};

export const SignedInBarDark: Story = { globals: dark, beforeEach: user.beforeEach, play: SignedInBar.play };

/** In the menu the email shows too. */
export const SignedInMenu: Story = {
  args: { layout: 'menu' },
  beforeEach: user.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`Welcome, ${testUser.firstName}!`)).toBeVisible();
    await expect(canvas.getByText(testUser.email)).toBeVisible();
  },
};

export const SignedInMenuDark: Story = { globals: dark, args: { layout: 'menu' }, beforeEach: user.beforeEach, play: SignedInMenu.play };
