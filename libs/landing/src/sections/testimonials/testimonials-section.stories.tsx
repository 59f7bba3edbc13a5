import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dark, smallPhone } from '../../testing/story-helpers';
import { TestimonialsSection } from './testimonials-section';

/** The section as the page has it: the carousel is an island, rendered in place (its states: see 'landing/Testimonial carousel'). */
const meta = {
  title: 'landing/Testimonials',
  component: TestimonialsSection,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TestimonialsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: '1 of 6' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start Your Success Story' })).toHaveAttribute('href', '/register');
  },
};
export const Dark: Story = { globals: dark, play: Light.play };
export const SmallScreen: Story = { globals: smallPhone, play: Light.play };
