import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { clearSession, dark, signedIn, smallPhone } from '../../testing/story-helpers';
import { PlatformsSection } from './platforms-section';

const meta = {
  title: 'landing/Platforms',
  component: PlatformsSection,
  beforeEach: clearSession,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PlatformsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const user = signedIn();

export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Start Learning' })).toHaveAttribute('href', '/register');
  },
};
export const SignedIn: Story = {
  beforeEach: user.beforeEach,
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('link', { name: 'Find Jobs' })).toHaveAttribute('href', '/dashboard'),
    );
  },
};
export const Dark: Story = { globals: dark };
export const SmallScreen: Story = { globals: smallPhone };
