import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearSession, dark, signedIn, smallPhone, withAuth } from '../../testing/story-helpers';
import { HeroSection } from './hero-section';

const meta = {
  title: 'landing/Hero',
  component: HeroSection,
  decorators: [withAuth],
  beforeEach: clearSession,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HeroSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const user = signedIn();

export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
  },
};

export const SignedIn: Story = {
  beforeEach: user.beforeEach,
  parameters: { network: user.network },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/dashboard'),
    );
  },
};

export const Dark: Story = { globals: dark };

export const SmallScreen: Story = { globals: smallPhone };

export const WatchDemo: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Watch Demo' }));
    const tour = await within(document.body).findByRole('dialog', { name: 'A quick tour of the platform' });
    await waitFor(() => expect(tour).toBeVisible()); // the dialog fades in
    await userEvent.click(within(tour).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(tour).getByText('Step 2 of 5')).toBeVisible());
  },
};

export const WatchDemoSmallScreenDark: Story = {
  globals: { ...smallPhone, ...dark },
  play: WatchDemo.play,
};
