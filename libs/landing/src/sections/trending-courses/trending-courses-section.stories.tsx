import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { coursesAnswer } from '../../testing/fixtures';
import { dark, smallPhone } from '../../testing/story-helpers';
import { TrendingCoursesSection } from './trending-courses-section';

/** The section as the page has it: its list is an island, rendered in place (its states: see 'landing/Trending courses list'). */
const meta = {
  title: 'landing/Trending courses',
  component: TrendingCoursesSection,
  // Each story sets its own answer: Storybook merges parameters deeply, which would blend answers.
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TrendingCoursesSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const populated = { network: { 'GET /courses/public': coursesAnswer() } };

export const Populated: Story = {
  parameters: populated,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(await canvas.findByText('$149')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /View All Courses/ })).toBeVisible();
  },
};

export const PopulatedDark: Story = { globals: dark, parameters: populated, play: Populated.play };

export const PopulatedSmallScreen: Story = { globals: smallPhone, parameters: populated, play: Populated.play };

export const Loading: Story = {
  parameters: { network: { 'GET /courses/public': 'never' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading trending courses');
  },
};

export const Error: Story = {
  globals: dark,
  parameters: {
    network: {
      'GET /courses/public': { status: 503, body: { success: false, error: 'The service is temporarily unavailable.' } },
    },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Server error. Please try again later.');
  },
};

export const Empty: Story = {
  parameters: { network: { 'GET /courses/public': coursesAnswer([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No trending courses available at the moment')).toBeVisible();
  },
};
