import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { jobsAnswer } from '../../testing/fixtures';
import { dark, smallPhone } from '../../testing/story-helpers';
import { TrendingJobsSection } from './trending-jobs-section';

/** The section as the page has it: its list is an island, rendered in place (its states: see 'landing/Trending jobs list'). */
const meta = {
  title: 'landing/Trending jobs',
  component: TrendingJobsSection,
  // Each story sets its own answer: Storybook merges parameters deeply, which would blend answers.
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TrendingJobsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const populated = { network: { 'GET /jobs': jobsAnswer() } };

export const Populated: Story = {
  parameters: populated,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /Junior Software Developer/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Find More Jobs/ })).toBeVisible();
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

export const Empty: Story = {
  globals: dark,
  parameters: { network: { 'GET /jobs': jobsAnswer([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No trending jobs available')).toBeVisible();
  },
};
