import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../provider/ui-provider';
import { PasswordInput } from './password-input';

function renderPassword() {
  render(
    <UiProvider>
      <label htmlFor="pw">Password</label>
      <PasswordInput id="pw" />
    </UiProvider>,
  );
  return screen.getByLabelText('Password');
}

describe('PasswordInput', () => {
  it('hides the password until the toggle is pressed', async () => {
    const input = renderPassword();
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

  it('the toggle never submits the form it sits in', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <UiProvider>
        <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
          <PasswordInput aria-label="Password" />
        </form>
      </UiProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
