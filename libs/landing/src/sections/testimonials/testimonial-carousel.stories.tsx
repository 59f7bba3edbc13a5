import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { asIsland, dark, smallPhone } from '../../testing/story-helpers';
import { TestimonialCarousel } from './testimonial-carousel';

/** The testimonial carousel island (as the page hydrates it): rotating, paused, a story chosen. */
const meta = {
  title: 'landing/Testimonial carousel',
  component: TestimonialCarousel,
  decorators: [asIsland],
} satisfies Meta<typeof TestimonialCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rotating: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: '1 of 6' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pause rotation' })).toBeVisible();
  },
};
export const RotatingDark: Story = { globals: dark, play: Rotating.play };

export const PausedOnAnotherStory: Story = {
  globals: dark,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause rotation' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous testimonial' }));
    await expect(canvas.getByRole('group', { name: '6 of 6' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Play rotation' })).toBeVisible();
  },
};

export const ThirdSelected: Story = {
  globals: smallPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Wanjiru Kamau/ }));
    await expect(canvas.getByRole('group', { name: '3 of 6' })).toBeVisible();
  },
};
