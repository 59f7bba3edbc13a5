import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { dark, smallPhone } from '../../testing/story-helpers';
import { ServicesSection } from './services-section';

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
    await expect(canvas.getByRole('button', { name: 'Student Academic Coaching' })).toHaveAttribute('aria-pressed', 'true');
    await expect(
      within(canvas.getByRole('list', { name: 'Programs in Student Academic Coaching' })).getAllByRole('listitem'),
    ).toHaveLength(8);
  },
};

export const Dark: Story = { globals: dark };

export const SmallScreen: Story = { globals: smallPhone };

export const TvetField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'TVET Development Programs' }));
    const list = await canvas.findByRole('list', { name: 'Programs in TVET Development Programs' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(12);
  },
};

export const LoadingPrograms: Story = {
  args: { initialFieldId: 'data-analytics', loadCatalog: () => new Promise(() => undefined) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading programs…');
  },
};

export const ProgramsFailed: Story = {
  globals: dark,
  args: { initialFieldId: 'creative-design', loadCatalog: () => Promise.reject(new Error('offline')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The programs could not be loaded');
  },
};
