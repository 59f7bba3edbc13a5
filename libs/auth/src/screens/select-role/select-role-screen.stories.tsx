import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AtPathWithState, clearToasts, dark, expectToast, smallPhone, stayOnPage, withAuth } from '../../testing/story-helpers';
import { failureAnswer, sampleGoogleUserData, signInAnswer } from '../../testing/sample-answers';
import { SelectRoleScreen } from './select-role-screen';

const meta = {
  title: 'auth/Select role',
  component: SelectRoleScreen,
  decorators: [withAuth],
  parameters: { layout: 'fullscreen' },
  args: { googleUserData: sampleGoogleUserData },
  beforeEach: clearToasts,
  render: ({ googleUserData }) => (
    <AtPathWithState path="/select-role" state={googleUserData ? { googleUserData } : null}>
      <SelectRoleScreen />
    </AtPathWithState>
  ),
} satisfies Meta<{ googleUserData: typeof sampleGoogleUserData | null }>;
export default meta;
type Story = StoryObj<typeof meta>;

const choose = async (canvasElement: HTMLElement, role: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByText(role, { selector: 'label *' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Continue to Dashboard' }));
};

export const NoRoleChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Jean Mugisha')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue to Dashboard' })).toBeDisabled();
  },
};

export const Dark: Story = { ...NoRoleChosen, globals: dark };

export const SmallScreen: Story = { ...NoRoleChosen, globals: smallPhone };

export const SmallScreenDark: Story = { ...NoRoleChosen, globals: { ...smallPhone, ...dark } };

export const RoleChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText('Job Seeker', { selector: 'label *' }));
    await expect(canvas.getByRole('radio', { name: 'Job Seeker' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Continue to Dashboard' })).toBeEnabled();
  },
};

export const RoleChosenDark: Story = { ...RoleChosen, globals: dark };

export const Submitting: Story = {
  parameters: { network: { 'POST /auth/google/complete-registration': 'never' } },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'Employer');
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: /Setting up your account/ })).toBeDisabled());
  },
};

export const Success: Story = {
  beforeEach: stayOnPage,
  parameters: { network: { 'POST /auth/google/complete-registration': signInAnswer({ role: 'teacher' }, 201) } },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'Teacher/Instructor');
    await expectToast('Registration successful!');
  },
};

export const Failed: Story = {
  parameters: { network: { 'POST /auth/google/complete-registration': failureAnswer(401, 'INVALID_REGISTRATION_TOKEN') } },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'Student');
    await expectToast('Your Google sign-up has expired or does not match this email. Please continue with Google again.');
  },
};

export const FailedOffline: Story = {
  parameters: { network: { 'POST /auth/google/complete-registration': 'offline' } },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'Student');
    await expectToast('Network error. Please check your connection and try again.');
  },
};

export const NoGoogleData: Story = {
  args: { googleUserData: null },
  play: async ({ canvasElement }) => {
    await expectToast('User data not found. Please try signing in again.');
    await expect(await within(canvasElement).findByText('Landed on /login')).toBeVisible();
  },
};
