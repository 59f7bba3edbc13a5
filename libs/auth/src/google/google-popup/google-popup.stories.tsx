import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dark, findDialog, smallPhone } from '../../testing/story-helpers';
import { GooglePopup } from './google-popup';

/** Draws a stand-in for Google's 300 px button (the real one is an iframe from Google). */
const drawButton = (container: HTMLElement) => {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Continue as Jean Mugisha';
  button.style.cssText = 'width:300px;min-height:44px;border:1px solid #747775;border-radius:4px;background:#fff;color:#1f1f1f;font:500 14px system-ui';
  container.appendChild(button);
};

const meta = {
  title: 'auth/Google popup',
  component: GooglePopup,
  args: { renderButton: drawButton, onClose: fn() },
} satisfies Meta<typeof GooglePopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    const dialog = await findDialog('Sign in with Google');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Continue as Jean Mugisha' })).toBeVisible());
  },
};

export const Dark: Story = { ...Open, globals: dark };

export const SmallScreen: Story = { ...Open, globals: smallPhone };

export const Closing: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Sign in with Google');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
