import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { asIsland, dark, smallPhone } from '../../testing/story-helpers';
import { FieldPicker } from './field-picker';

/** The field picker island (as the page hydrates it): the first field in the page, others' programs loaded when chosen. */
const meta = {
  title: 'landing/Field picker',
  component: FieldPicker,
  decorators: [asIsland],
} satisfies Meta<typeof FieldPicker>;
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

export const FirstFieldDark: Story = { globals: dark, play: FirstField.play };

export const TvetField: Story = {
  globals: smallPhone,
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

export const LoadingProgramsDark: Story = { globals: dark, args: LoadingPrograms.args, play: LoadingPrograms.play };

export const ProgramsFailed: Story = {
  args: { initialFieldId: 'creative-design', loadCatalog: () => Promise.reject(new Error('offline')) },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The programs could not be loaded');
    await expect(within(alert).getByRole('button')).toBeVisible();
  },
};

export const ProgramsFailedDark: Story = { globals: dark, args: ProgramsFailed.args, play: ProgramsFailed.play };
