import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FIXED_NOW, jobsAnswer } from '../../testing/fixtures';
import { asIsland, dark, smallPhone } from '../../testing/story-helpers';
import { TrendingJobs } from './trending-jobs';

/** The trending jobs island (as the page hydrates it), on a fixed clock: loading, empty (also after a failure) and the cards. */
const meta = {
  title: 'landing/Trending jobs list',
  component: TrendingJobs,
  decorators: [asIsland],
  args: { jobsUrl: 'https://jobs.example.org/jobs', now: FIXED_NOW },
  // Each story sets its own answer: Storybook merges parameters deeply, which would blend answers.
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TrendingJobs>;
export default meta;
type Story = StoryObj<typeof meta>;

const populated = { network: { 'GET /jobs': jobsAnswer() } };

export const Populated: Story = {
  parameters: populated,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('RWF 600,000 - 900,000')).toBeVisible();
    await expect(canvas.getByText('Urgent')).toBeVisible();
    await expect(canvas.getByText('Competitive salary')).toBeVisible();
  },
};

export const PopulatedDark: Story = { globals: dark, parameters: populated, play: Populated.play };

export const PopulatedSmallScreen: Story = { globals: smallPhone, parameters: populated, play: Populated.play };

export const Loading: Story = {
  parameters: { network: { 'GET /jobs': 'never' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading trending jobs');
  },
};

export const LoadingDark: Story = { globals: dark, parameters: Loading.parameters, play: Loading.play };

export const Empty: Story = {
  parameters: { network: { 'GET /jobs': jobsAnswer([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No trending jobs available')).toBeVisible();
  },
};

export const FailureShowsEmpty: Story = {
  globals: dark,
  parameters: { network: { 'GET /jobs': { status: 500, body: { success: false, error: 'Database unavailable' } } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Check back later for new opportunities', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};
