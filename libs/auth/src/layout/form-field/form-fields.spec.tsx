import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { renderScreen } from '../../testing/render-screen';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';

type Values = { email: string; password: string; newPassword: string };

function Fields({ passkeys = false }: { passkeys?: boolean }) {
  const { register } = useForm<Values>();
  return (
    <form>
      <EmailField
        label="Email address"
        placeholder="you@example.com"
        autoComplete={passkeys ? 'username webauthn' : undefined}
        name="email"
        register={register}
      />
      <PasswordField label="Password" name="password" register={register} />
      <PasswordField label="New password" autoComplete="new-password" name="newPassword" register={register} />
    </form>
  );
}

describe('the account forms’ fields', () => {
  it('an email field asks for an address with the phone’s email keyboard, for the password manager as an email', () => {
    renderScreen(<Fields />, { path: '/' });
    const email = screen.getByLabelText(/^Email address/);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('inputmode', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAttribute('placeholder', 'you@example.com');
    expect(email).toBeRequired();
  });

  it('a sign-in’s email field also lists passkeys in its autofill', () => {
    renderScreen(<Fields passkeys />, { path: '/' });
    expect(screen.getByLabelText(/^Email address/)).toHaveAttribute('autocomplete', 'username webauthn');
  });

  it('a password field is the current password unless it says new, with the words for each', () => {
    renderScreen(<Fields />, { path: '/' });
    const current = screen.getByLabelText(/^Password/);
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    expect(current).toHaveAttribute('placeholder', 'Enter your password');
    const fresh = screen.getByLabelText(/^New password/);
    expect(fresh).toHaveAttribute('autocomplete', 'new-password');
    expect(fresh).toHaveAttribute('placeholder', 'Create a strong password');
  });
});
