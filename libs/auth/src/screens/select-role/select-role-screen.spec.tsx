import { toaster } from '@intambwe/ui';
import { tagClass } from '@intambwe/ui/static';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../testing/render-screen';
import { failureAnswer, sampleGoogleUserData, signInAnswer, type StubRoute } from '../../testing/stub-network';
import { SelectRoleScreen } from './select-role-screen';

function setup(answer?: StubRoute, state: unknown = { googleUserData: sampleGoogleUserData }) {
  const user = userEvent.setup();
  const view = renderScreen(<SelectRoleScreen />, {
    path: '/select-role',
    at: { pathname: '/select-role', state },
    network: answer ? { 'POST /auth/google/complete-registration': answer } : {},
  });
  return { user, ...view };
}

describe('SelectRoleScreen (SPEC §2, §4)', () => {
  // Real timers here: the radio group's state machine misbehaves after fake timers have been installed.
  afterEach(() => {
    act(() => toaster.remove());
  });

  it("shows the Google person's name, email and four role cards with four benefits each", () => {
    setup();
    expect(screen.getByText('Jean Mugisha')).toBeInTheDocument();
    expect(screen.getByText('jean.mugisha@gmail.example')).toBeInTheDocument();
    const group = screen.getByRole('radiogroup', { name: 'Select your role' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['student', 'teacher', 'job_seeker', 'employer']);
    for (const name of ['Student', 'Teacher/Instructor', 'Job Seeker', 'Employer']) {
      expect(within(group).getByRole('radio', { name })).not.toBeChecked();
    }
    expect(within(group).getByText('Interview coaching')).toBeInTheDocument();
    const brandTag = `.${tagClass({ variant: 'subtle', size: 'sm', palette: 'brand' }).split(' ').join('.')}`;
    expect(group.querySelectorAll(brandTag)).toHaveLength(16);
  });

  it('keeps Continue to Dashboard disabled until a role is chosen', async () => {
    const { user } = setup();
    const submit = screen.getByRole('button', { name: 'Continue to Dashboard' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByText('Job Seeker'));
    expect(screen.getByRole('radio', { name: 'Job Seeker' })).toBeChecked();
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('completes the registration with the chosen role, toasts and goes to /dashboard after 100 ms', async () => {
    const { user, calls } = setup(signInAnswer({ role: 'teacher' }, 201));
    await user.click(screen.getByText('Teacher/Instructor'));
    await user.click(screen.getByRole('button', { name: 'Continue to Dashboard' }));
    expect(await within(document.body).findByText('Registration successful!')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ ...sampleGoogleUserData, role: 'teacher', platform: 'homepage' });
    expect(await screen.findByRole('heading', { name: 'Landed on /dashboard' })).toBeInTheDocument();
  });

  it('disables the button while submitting', async () => {
    const { user } = setup('never');
    await user.click(screen.getByText('Employer'));
    await user.click(screen.getByRole('button', { name: 'Continue to Dashboard' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Setting up your account/ })).toBeDisabled());
  });

  it.each([
    [failureAnswer(401, 'INVALID_REGISTRATION_TOKEN'), 'Your Google sign-up has expired or does not match this email. Please continue with Google again.'],
    [failureAnswer(400), 'Failed to complete registration. Please try again.'],
    ['offline' as const, 'Network error. Please check your connection and try again.'],
  ])('shows the failure: %j', async (answer, message) => {
    const { user } = setup(answer);
    await user.click(screen.getByText('Student'));
    await user.click(screen.getByRole('button', { name: 'Continue to Dashboard' }));
    expect(await within(document.body).findByText(message, { selector: '[data-part="title"]' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue to Dashboard' })).toBeEnabled());
  });

  it.each([[null], [{}], [{ googleUserData: { email: 'x' } }]])('without carried Google data (%j) says so and goes to /login', async (state) => {
    setup(undefined, state);
    expect(await screen.findByRole('heading', { name: 'Landed on /login' })).toBeInTheDocument();
    expect(await within(document.body).findByText('User data not found. Please try signing in again.')).toBeInTheDocument();
  });
});
