import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dark, smallPhone } from '../../testing/story-helpers';
import { ServicesSection } from './services-section';

/** The section as the page has it: the field picker is an island, rendered in place (its states: see 'landing/Field picker'). */
const meta = {
  title: 'landing/Services',
  component: ServicesSection,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ServicesSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Student Academic Coaching' }, { timeout: 10_000 })).toHaveAttribute('aria-pressed', 'true');
    await expect(
      within(canvas.getByRole('list', { name: 'Programs in Student Academic Coaching' })).getAllByRole('listitem'),
    ).toHaveLength(8);
    await expect(canvas.getByRole('link', { name: 'Start Your Journey Today' })).toHaveAttribute('href', '/register');
  },
};

export const Dark: Story = { globals: dark, play: FirstField.play };

export const SmallScreen: Story = { globals: smallPhone, play: FirstField.play };
