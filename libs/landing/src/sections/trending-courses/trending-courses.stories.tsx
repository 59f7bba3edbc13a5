import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { coursesAnswer } from '../../testing/fixtures';
import { asIsland, dark, smallPhone } from '../../testing/story-helpers';
import { TrendingCourses } from './trending-courses';

/** The trending courses island (as the page hydrates it): loading, error, empty and the cards. */
const meta = {
  title: 'landing/Trending courses list',
  component: TrendingCourses,
  decorators: [asIsland],
  // Try Again reloads the page on the site; here it is a spy.
  args: { elearningUrl: 'https://elearning.example.org', onRetry: fn() },
  // Each story sets its own answer: Storybook merges parameters deeply, which would blend answers.
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TrendingCourses>;
export default meta;
type Story = StoryObj<typeof meta>;

const populated = { network: { 'GET /courses/public': coursesAnswer() } };

export const Populated: Story = {
  parameters: populated,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('$149')).toBeVisible();
    await expect(canvas.getByText('N/A')).toBeVisible();
    await expect(canvas.getByText('3 months')).toBeVisible();
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

export const LoadingDark: Story = { globals: dark, parameters: Loading.parameters, play: Loading.play };

export const Error: Story = {
  parameters: {
    network: {
      'GET /courses/public': { status: 503, body: { success: false, error: 'The service is temporarily unavailable.' } },
    },
  },
  play: async ({ canvasElement, args }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Server error. Please try again later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const ErrorDark: Story = {
  globals: dark,
  // A failure without a code: the section's own fallback.
  parameters: { network: { 'GET /courses/public': { status: 418, body: { success: false } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Failed to load trending courses',
    );
  },
};

export const Empty: Story = {
  parameters: { network: { 'GET /courses/public': coursesAnswer([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No trending courses available at the moment')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Browse All Courses/ })).toBeVisible();
  },
};

export const EmptySmallScreenDark: Story = {
  globals: { ...smallPhone, ...dark },
  parameters: Empty.parameters,
  play: Empty.play,
};
