import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { forgetInteraction, rememberInteraction } from '../../openid/pending-interaction';
import { dark, signedInAs, smallPhone, STORY_INTERACTION, screenStories } from '../../testing/story-helpers';
import { DashboardScreen } from './dashboard-screen';

const meta = {
  title: 'auth/Dashboard',
  component: DashboardScreen,
  ...screenStories('/dashboard'),
} satisfies Meta<typeof DashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const student = signedInAs({ role: 'student', firstName: 'Aline' });
const jobSeeker = signedInAs({ role: 'job_seeker', firstName: 'Eric' });
const otherRole = signedInAs({ role: 'admin', firstName: 'Grace' });

export const StudentRedirecting: Story = {
  beforeEach: student.beforeEach,
  parameters: { network: student.network },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Welcome, Aline!' })).toBeVisible();
    await expect(canvas.getByText('Redirecting you to the E-Learning platform…')).toBeVisible();
  },
};

export const JobSeekerRedirecting: Story = {
  beforeEach: jobSeeker.beforeEach,
  parameters: { network: jobSeeker.network },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Redirecting you to the Job Portal…')).toBeVisible();
  },
};

export const Dark: Story = { ...StudentRedirecting, globals: dark };

export const SmallScreen: Story = { ...JobSeekerRedirecting, globals: smallPhone };

/** A platform's sign-in request was pending in this tab (after a sign-up or a reset) and could not be finished. */
export const ContinueFailed: Story = {
  beforeEach: () => {
    const restore = student.beforeEach();
    rememberInteraction(STORY_INTERACTION);
    return () => {
      forgetInteraction();
      restore();
    };
  },
  parameters: { network: { ...student.network, [`POST /oidc/interaction/${STORY_INTERACTION}/login`]: 'offline' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We could not sign you in to the E-Learning platform');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const ContinueFailedDark: Story = { ...ContinueFailed, globals: dark };

export const OtherRole: Story = {
  beforeEach: otherRole.beforeEach,
  parameters: { network: otherRole.network },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Welcome, Grace!' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Open the Job Portal/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/account');
  },
};

export const CheckingSession: Story = {
  beforeEach: student.beforeEach,
  parameters: { network: { 'GET /auth/me': 'never' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};
