import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { dark, smallPhone } from '../../testing/story-helpers';
import { TestimonialsSection } from './testimonials-section';

const meta = {
  title: 'landing/Testimonials',
  component: TestimonialsSection,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TestimonialsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: dark };
export const SmallScreen: Story = { globals: smallPhone };

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
