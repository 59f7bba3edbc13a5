import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { asIsland, clearSession, dark, signedIn, smallPhone } from '../../testing/story-helpers';
import { DemoTour } from './demo-tour';

/** Watch Demo's steps, the island inside the tour's dialog (as the page hydrates it). */
const meta = {
  title: 'landing/Demo tour',
  component: DemoTour,
  decorators: [asIsland],
  beforeEach: clearSession,
} satisfies Meta<typeof DemoTour>;
export default meta;
type Story = StoryObj<typeof meta>;

const toLastStep = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  for (let step = 1; step < 5; step += 1) await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
  await expect(canvas.getByText('Step 5 of 5')).toBeVisible();
};

export const FirstStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 1 of 5')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
  },
};

export const FirstStepDark: Story = { globals: dark, play: FirstStep.play };

export const SecondStep: Story = {
  globals: smallPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('heading', { name: 'Join live coaching sessions' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled();
  },
};

/** The last step leads a visitor to sign up. */
export const LastStepVisitor: Story = {
  play: async ({ canvasElement }) => {
    await toLastStep(canvasElement);
    await expect(within(canvasElement).getByRole('link', { name: 'Start now' })).toHaveAttribute('href', '/register');
  },
};

/** ...and a signed-in person to the dashboard. */
export const LastStepSignedInDark: Story = {
  globals: dark,
  beforeEach: signedIn().beforeEach,
  play: async ({ canvasElement }) => {
    await toLastStep(canvasElement);
    await expect(within(canvasElement).getByRole('link', { name: 'Start now' })).toHaveAttribute('href', '/dashboard');
  },
};
