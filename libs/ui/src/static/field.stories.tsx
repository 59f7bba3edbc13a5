import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inputClass } from './kit';
import { StaticField, StaticPasswordInput } from './field';

interface FieldStoryArgs {
  error?: string;
  helperText?: string;
  disabled?: boolean;
  defaultValue?: string;
}

/** An email and a password field as the public pages' forms show them, without the design system's runtime. */
function SignInFields({ error, helperText, disabled, defaultValue }: FieldStoryArgs) {
  return (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '24rem' }}>
      <StaticField id="story-email" label="Email" required helperText={helperText}>
        {(control) => (
          <input {...control} type="email" autoComplete="email" defaultValue="aline@example.com" className={inputClass('lg')} />
        )}
      </StaticField>
      <StaticField id="story-password" label="Password" required error={error}>
        {(control) => (
          <StaticPasswordInput
            {...control}
            size="lg"
            autoComplete="current-password"
            placeholder="Enter your password"
            disabled={disabled}
            defaultValue={defaultValue}
          />
        )}
      </StaticField>
    </div>
  );
}

const meta = {
  title: 'ui/static/Field',
  component: SignInFields,
  args: {},
} satisfies Meta<typeof SignInFields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
  },
};

export const WithHint: Story = {
  args: { helperText: 'The address you signed up with' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/^Email/)).toHaveAccessibleDescription('The address you signed up with');
  },
};

export const Revealed: Story = {
  args: { defaultValue: 'Kigali2026' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Invalid: Story = {
  args: { error: 'Password must be at least 6 characters', defaultValue: '123' },
  play: async ({ canvasElement }) => {
    const password = within(canvasElement).getByLabelText(/^Password/);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('Password must be at least 6 characters');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'secret' } };

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultValue: 'Kigali2026' } };

export const InvalidDark: Story = { ...Invalid, globals: { theme: 'dark' } };
