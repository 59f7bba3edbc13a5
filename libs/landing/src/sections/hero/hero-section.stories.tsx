import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearSession, dark, signedIn, smallPhone } from '../../testing/story-helpers';
import { DemoTourDialog, HeroSection } from './hero-section';

const meta = {
  title: 'landing/Hero',
  component: HeroSection,
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
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/dashboard'),
    );
  },
};

export const Dark: Story = { globals: dark };

export const SmallScreen: Story = { globals: smallPhone };

/** Watch Demo opens the tour's native dialog (the page places it after its main content); its steps are an island. */
export const WatchDemo: Story = {
  render: () => (
    <>
      <HeroSection />
      <DemoTourDialog />
    </>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('dialog [data-island="landing.demo-tour"] button')).not.toBeNull());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Watch Demo' }));
    const tour = await within(document.body).findByRole('dialog', { name: 'A quick tour of the platform' });
    await waitFor(() => expect(tour).toBeVisible()); // the dialog fades in
    await userEvent.click(within(tour).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(tour).getByText('Step 2 of 5')).toBeVisible());
  },
};

export const WatchDemoSmallScreenDark: Story = {
  globals: { ...smallPhone, ...dark },
  render: WatchDemo.render,
  play: WatchDemo.play,
};
