import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StaticField, StaticPasswordInput } from './field';

describe('StaticField', () => {
  it('labels its control, and ties the message to it once something is wrong', () => {
    const { rerender } = render(
      <StaticField id="email" label="Email" required helperText="The one you sign in with">
        {(control) => <input {...control} />}
      </StaticField>,
    );
    const input = screen.getByLabelText(/^Email/);
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('The one you sign in with');

    rerender(
      <StaticField
        id="email"
        label="Email"
        required
        helperText="The one you sign in with"
        error="Please enter a valid email address"
      >
        {(control) => <input {...control} />}
      </StaticField>,
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.queryByText('The one you sign in with')).toBeNull();
  });
});

describe('StaticPasswordInput', () => {
  it('hides the password until the toggle is pressed, and hides it again', async () => {
    render(
      <>
        <label htmlFor="pw">Password</label>
        <StaticPasswordInput id="pw" />
      </>,
    );
    const input = screen.getByLabelText('Password');
    await userEvent.type(input, 'Secret123');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('Secret123');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(hide);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('never submits the form it sits in, and passes the ref on (react-hook-form registers through it)', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    let registered: HTMLInputElement | null = null;
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <StaticPasswordInput aria-label="Password" showLabel="Montrer" ref={(element) => void (registered = element)} />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Montrer' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(registered).toBe(screen.getByLabelText('Password'));
  });
});
