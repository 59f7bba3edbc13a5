import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dark, smallPhone } from '../../testing/story-helpers';
import { AboutSection } from './about-section';

const meta = {
  title: 'landing/About',
  component: AboutSection,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AboutSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
    await expect(canvas.getByText('15+')).toBeVisible();
  },
};
export const Dark: Story = { globals: dark };
export const SmallScreen: Story = { globals: smallPhone };
