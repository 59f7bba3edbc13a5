import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dark, smallPhone } from '../../testing/story-helpers';
import { HowItWorksSection } from './how-it-works-section';

const meta = {
  title: 'landing/How it works',
  component: HowItWorksSection,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HowItWorksSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    for (const figure of ['12,500+', '94%', '4.9/5', '75%']) await expect(canvas.getByText(figure)).toBeVisible();
  },
};
export const Dark: Story = { globals: dark };
export const SmallScreen: Story = { globals: smallPhone };
