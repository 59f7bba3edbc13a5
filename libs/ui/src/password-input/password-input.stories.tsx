import { Field } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordInput } from './password-input';

const meta = {
  title: 'ui/PasswordInput',
  component: PasswordInput,
  args: { id: 'password', placeholder: 'Enter your password' },
  render: (args) => (
    <Field.Root invalid={args['aria-invalid'] === true} maxW="sm">
      <Field.Label htmlFor="password">Password</Field.Label>
      <PasswordInput {...args} />
      {args['aria-invalid'] === true && <Field.ErrorText>Password must be at least 6 characters</Field.ErrorText>}
    </Field.Root>
  ),
} satisfies Meta<typeof PasswordInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {};

export const Revealed: Story = {
  args: { defaultValue: 'Kigali2026' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};

export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: '123' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'secret' } };

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultValue: 'Kigali2026' } };
