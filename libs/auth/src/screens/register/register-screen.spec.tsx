import { toaster } from '@intambwe/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetGoogleIdentityLoader } from '../../google/load-google-identity';
import { forgetInteraction, pendingInteraction } from '../../openid/pending-interaction';
import { installFakeGoogle } from '../../testing/fake-google';
import { renderScreen } from '../../testing/render-screen';
import { failureAnswer, sampleGoogleUserData, signInAnswer } from '../../testing/stub-network';
import { RegisterScreen } from './register-screen';

const googleConfig = { googleClientId: 'client-123.apps.googleusercontent.com' };

function setup(network = {}, config = {}, at = '/register') {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const view = renderScreen(<RegisterScreen />, { path: '/register', at, network, config });
  return { user, ...view };
}

type User = ReturnType<typeof userEvent.setup>;

async function fillValidForm(user: User, changes: Partial<Record<string, string>> = {}) {
  const values = {
    first: 'Aline',
    last: 'Uwase',
    email: 'aline@example.com',
    password: 'Kigali2026',
    confirm: 'Kigali2026',
    ...changes,
  };
  if (values.first) await user.type(screen.getByLabelText(/First name/), values.first);
  if (values.last) await user.type(screen.getByLabelText(/Last name/), values.last);
  if (values.email) await user.type(screen.getByLabelText(/Email address/), values.email);
  if (values.password) await user.type(screen.getByLabelText(/^Password/), values.password);
  if (values.confirm) await user.type(screen.getByLabelText(/Confirm password/), values.confirm);
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Create Account' }));
const acceptTerms = (user: User) => user.click(screen.getByRole('checkbox'));

describe('RegisterScreen', () => {
  describe('a sister platform sent the person (?interaction=…)', () => {
    afterEach(() => forgetInteraction());

    it('keeps its sign-in request for when the account is made', async () => {
      setup({}, {}, '/register?interaction=ZmlVc2lnbmluLXJlcXVlc3Q');
      await screen.findByRole('button', { name: 'Create Account' });
      await waitFor(() => expect(pendingInteraction()).toBe('ZmlVc2lnbmluLXJlcXVlc3Q'));
    });

    it('keeps nothing when no platform sent them', async () => {
      setup();
      await screen.findByRole('button', { name: 'Create Account' });
      expect(pendingInteraction()).toBeNull();
    });
  });

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    act(() => toaster.remove());
    resetGoogleIdentityLoader();
    delete (window as { google?: unknown }).google;
    vi.useRealTimers();
  });

  describe("'Passwords must match' whatever the rest of the form holds", () => {
    it.each([
      ['only the two password fields filled', { first: '', last: '', email: '' }, false],
      ['everything filled but the terms box', {}, false],
      ['everything filled, the terms ticked', {}, true],
    ])('%s', async (_case, changes, terms) => {
      const { user, calls } = setup();
      await fillValidForm(user, { ...changes, confirm: 'Kigali2027' });
      if (terms) await acceptTerms(user);
      await submit(user);
      const confirmation = screen.getByLabelText(/Confirm password/);
      expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
      expect(confirmation).toHaveAttribute('aria-invalid', 'true');
      expect(calls).toEqual([]);
    });
  });

  describe('Rendering', () => {
    it('offers the role dropdown "I am a..." with the four roles, student first', () => {
      setup();
      const select = screen.getByLabelText(/I am a\.\.\./);
      expect(select).toHaveValue('student');
      const options = within(select)
        .getAllByRole('option')
        .map((option) => [option.textContent, (option as HTMLOptionElement).value]);
      expect(options).toEqual([
        ['Select your role', ''],
        ['Student', 'student'],
        ['Teacher/Instructor', 'teacher'],
        ['Job Seeker', 'job_seeker'],
        ['Employer', 'employer'],
      ]);
    });

    it('links the terms and the privacy policy in a new tab', () => {
      setup();
      const terms = screen.getByRole('link', { name: /Terms of Service/ });
      const privacy = screen.getByRole('link', { name: /Privacy Policy/ });
      expect(terms).toHaveAttribute('href', '/terms');
      expect(privacy).toHaveAttribute('href', '/privacy');
      for (const link of [terms, privacy]) {
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    });

    it('has a visibility toggle on both password fields', () => {
      setup();
      expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
    });
  });

  describe('Validation (SPEC §5)', () => {
    it('shows every required message and focuses the first name', async () => {
      const { user, calls } = setup();
      await submit(user);
      for (const message of [
        'First name is required',
        'Last name is required',
        'Email is required',
        'Password is required',
        'Please confirm your password',
        'You must agree to the terms and conditions',
      ]) {
        expect(await screen.findByText(message)).toBeInTheDocument();
      }
      expect(screen.getByLabelText(/First name/)).toHaveFocus();
      expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('You must agree to the terms and conditions');
      expect(calls).toEqual([]);
    });

    it.each([
      [{ first: 'A' }, 'First name must be at least 2 characters'],
      [{ last: 'U' }, 'Last name must be at least 2 characters'],
      [{ email: 'aline.example.com' }, 'Please enter a valid email address'],
      [{ password: 'Kig2026', confirm: 'Kig2026' }, 'Password must be at least 8 characters'],
      [
        { password: 'kigali2026', confirm: 'kigali2026' },
        'Password must contain at least one uppercase letter, one lowercase letter, and one number',
      ],
      [{ confirm: 'Kigali2027' }, 'Passwords must match'],
    ])('%j -> %s', async (changes, message) => {
      const { user } = setup();
      await fillValidForm(user, changes);
      await acceptTerms(user);
      await submit(user);
      expect(await screen.findByText(message)).toBeInTheDocument();
    });

    it('asks for a role when the placeholder is chosen', async () => {
      const { user } = setup();
      await fillValidForm(user);
      await user.selectOptions(screen.getByLabelText(/I am a\.\.\./), '');
      await acceptTerms(user);
      await submit(user);
      expect(await screen.findByText('Please select your role')).toBeInTheDocument();
    });
  });

  describe('Interactions', () => {
    it('disables Create Account while submitting', async () => {
      const { user } = setup({ 'POST /auth/register': 'never' });
      await fillValidForm(user);
      await acceptTerms(user);
      await submit(user);
      await waitFor(() => expect(screen.getByRole('button', { name: /Creating account/ })).toBeDisabled());
    });

    it('registers with the chosen role, toasts and goes to /dashboard after 100 ms', async () => {
      const { user, calls } = setup({ 'POST /auth/register': signInAnswer({ role: 'employer' }, 201) });
      await fillValidForm(user);
      await user.selectOptions(screen.getByLabelText(/I am a\.\.\./), 'employer');
      await acceptTerms(user);
      await submit(user);
      expect(await within(document.body).findByText('Registration successful!')).toBeInTheDocument();
      expect(calls[0]?.body).toEqual({
        firstName: 'Aline',
        lastName: 'Uwase',
        email: 'aline@example.com',
        password: 'Kigali2026',
        role: 'employer',
      });
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(await screen.findByRole('heading', { name: 'Landed on /dashboard' })).toBeInTheDocument();
    });

    it.each([
      [failureAnswer(409, 'EMAIL_TAKEN'), 'An account with this email already exists. Please sign in or reset your password.'],
      [failureAnswer(429, 'RATE_LIMITED', { retryAfterSeconds: 42 }), 'Too many requests. Please wait 42 seconds and try again.'],
      ['offline' as const, 'Network error. Please check your connection and try again.'],
      [failureAnswer(400), 'Registration failed. Please try again.'],
    ])('shows the failure: %j', async (answer, message) => {
      const { user } = setup({ 'POST /auth/register': answer });
      await fillValidForm(user);
      await acceptTerms(user);
      await submit(user);
      expect(await within(document.body).findByText(message)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    });
  });

  describe('a rule only the server checks', () => {
    it('shows a too-common password beside the password field, focused, as well as in the toast', async () => {
      const tooCommon = 'This password is too common. Please choose a less common password';
      const { user } = setup({
        'POST /auth/register': failureAnswer(400, 'VALIDATION_ERROR', { fieldCodes: { password: 'PASSWORD_TOO_COMMON' } }),
      });
      await fillValidForm(user, { password: 'Password1', confirm: 'Password1' });
      await acceptTerms(user);
      await submit(user);
      const password = screen.getByLabelText(/^Password/);
      await waitFor(() => expect(password).toHaveFocus());
      expect(password).toHaveAttribute('aria-invalid', 'true');
      expect(within(document.body).getAllByText(tooCommon)).toHaveLength(2);
    });
  });

  describe('Google sign-up', () => {
    it('disables both buttons while Google is busy', async () => {
      installFakeGoogle({ oneTap: 'pending' });
      const { user } = setup({}, googleConfig);
      await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
      expect(screen.getByRole('button', { name: /Connecting to Google/ })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Create Account' })).toBeDisabled();
      expect(await within(document.body).findByText('Opening Google sign-in…')).toBeInTheDocument();
    });

    it('takes a new Google account to /select-role carrying its data', async () => {
      installFakeGoogle({ oneTap: 'credential', credential: 'new-person-token' });
      const { user, calls } = setup(
        {
          'POST /auth/google/exchange-code': {
            body: { success: true, data: { requiresRoleSelection: true, googleUserData: sampleGoogleUserData } },
          },
        },
        googleConfig,
      );
      await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
      expect(await screen.findByRole('heading', { name: 'Landed on /select-role' })).toBeInTheDocument();
      expect(JSON.parse(screen.getByTestId('location-state').textContent ?? '{}')).toEqual({
        googleUserData: sampleGoogleUserData,
      });
      expect(calls.find((call) => call.path === '/auth/google/exchange-code')?.body).toEqual({
        idToken: 'new-person-token',
        platform: 'homepage',
      });
    });

    it('says "Google sign-up was cancelled." when the popup is closed', async () => {
      installFakeGoogle({ oneTap: 'notDisplayed' });
      const { user } = setup({}, googleConfig);
      await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
      const dialog = await screen.findByRole('dialog', { name: 'Sign in with Google' });
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(await within(document.body).findByText('Google sign-up was cancelled.')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled());
    });

    it('reports a missing client id as a configuration problem', async () => {
      const { user } = setup();
      await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
      expect(
        await within(document.body).findByText('Google authentication is not properly configured. Please contact support.'),
      ).toBeInTheDocument();
    });

    it('uses the sign-up wording for other failures', async () => {
      installFakeGoogle({ oneTap: 'credential' });
      const { user } = setup(
        { 'POST /auth/google/exchange-code': failureAnswer(401, 'INVALID_ID_TOKEN') },
        googleConfig,
      );
      await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
      expect(
        await within(document.body).findByText(
          'Unable to create account with Google. Please try again or use the registration form.',
        ),
      ).toBeInTheDocument();
    });
  });
});
