import { apiClientMessageTree, ApiError, failureText } from '@intambwe/api-client';
import { loadCatalogs, translate } from '@intambwe/i18n';
import { setPseudoLocale, untranslatedTexts, prefixedPathInLocale } from '@intambwe/i18n/testing';
import { toaster, uiCatalogs } from '@intambwe/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { authCatalogs } from './catalogs';
import { authMessages, authMessageTree } from './messages';
import {
  AuthCallbackPage,
  AuthLoginPage,
  DashboardPage,
  ElearningRedirectPage,
  ForgotPasswordPage,
  LoginPage,
  RegisterPage,
  ResetPasswordPage,
  SelectRolePage,
  TestGooglePage,
} from './pages';
import { renderScreen } from './testing/render-screen';
import { platformConfig } from './testing/openid-stubs';
import { failureAnswer, sampleGoogleUserData, sampleUser } from './testing/stub-network';

const pathInLocale = prefixedPathInLocale;

describe('the auth screens in French, Kinyarwanda and Swahili', () => {
  afterEach(() => act(() => toaster.remove()));

  it.each(['fr', 'rw', 'sw'] as const)('%s: sign-in speaks the language, its rules and the server too', async (locale) => {
    await loadCatalogs(locale, [uiCatalogs, authCatalogs]);
    const m = translate(authMessageTree, locale);
    const words = translate(apiClientMessageTree, locale);
    const user = userEvent.setup();
    renderScreen(<LoginPage />, {
      path: `/${locale}/login`,
      locale,
      pathInLocale,
      network: { 'POST /auth/login': failureAnswer(401, 'INVALID_CREDENTIALS', { error: 'Invalid email or password' }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: m.login.title })).toBeInTheDocument();
    expect(m.login.title).not.toBe(authMessages.login.title);
    // Links stay in the language.
    expect(screen.getByRole('link', { name: m.login.registerLink })).toHaveAttribute('href', `/${locale}/register`);
    expect(screen.getByRole('link', { name: m.login.forgotPassword })).toHaveAttribute('href', `/${locale}/forgot-password`);

    // The contract's rules, in the language (their field codes' words).
    await user.click(screen.getByRole('button', { name: m.login.submit }));
    expect(await screen.findByText(words.fields.EMAIL_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(words.fields.PASSWORD_REQUIRED)).toBeInTheDocument();
    expect(words.fields.EMAIL_REQUIRED).not.toBe('Email is required');

    // The server's failure, in the language: words chosen from its code.
    await user.type(screen.getByLabelText(new RegExp(m.fields.email)), 'aline@example.com');
    await user.type(screen.getByLabelText(new RegExp(`^${m.fields.password}`)), 'wrong-password');
    await user.click(screen.getByRole('button', { name: m.login.submit }));
    expect(await screen.findByText(m.server.INVALID_CREDENTIALS)).toBeInTheDocument();
    expect(m.server.INVALID_CREDENTIALS).not.toBe('Invalid email or password');
  });

  it.each(['fr', 'rw', 'sw'] as const)('%s: a busy server (SERVER_BUSY) says when to try again in the language, from the code and its seconds', async (locale) => {
    await loadCatalogs(locale, [uiCatalogs, authCatalogs]);
    const m = translate(authMessageTree, locale);
    const user = userEvent.setup();
    renderScreen(<LoginPage />, {
      path: `/${locale}/login`,
      locale,
      pathInLocale,
      network: { 'POST /auth/login': failureAnswer(503, 'SERVER_BUSY', { retryAfterSeconds: 3 }) },
    });
    await user.type(await screen.findByLabelText(new RegExp(m.fields.email)), 'aline@example.com');
    await user.type(screen.getByLabelText(new RegExp(`^${m.fields.password}`)), 'secret1');
    await user.click(screen.getByRole('button', { name: m.login.submit }));
    const words = m.server.SERVER_BUSY({ seconds: 3 });
    expect(words).toContain('3');
    expect(words).not.toBe(authMessages.server.SERVER_BUSY({ seconds: 3 }));
    expect(await within(document.body).findByText(words)).toBeInTheDocument();
  }, 20_000);

  it('the language links lead to this screen in each language, each named in its own words, and keep the choice', async () => {
    await loadCatalogs('fr', [uiCatalogs, authCatalogs]);
    renderScreen(<ForgotPasswordPage />, { path: '/fr/forgot-password', locale: 'fr', pathInLocale });
    const languages = await screen.findByRole('navigation', { name: translate(authMessageTree, 'fr').layout.language });
    const links = within(languages).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('lang')])).toEqual([
      ['English', '/forgot-password', 'en'],
      ['Français', '/fr/forgot-password', 'fr'],
      ['Ikinyarwanda', '/rw/forgot-password', 'rw'],
      ['Kiswahili', '/sw/forgot-password', 'sw'],
    ]);
    expect(within(languages).getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'page');
    links[2]?.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(links[2] as HTMLElement);
    expect(localStorage.getItem('language')).toBe('rw');
  });

  it('a sister platform that mounts the screens in one language gets no language links', () => {
    renderScreen(<LoginPage />, { path: '/login' });
    expect(screen.queryByRole('navigation', { name: 'Language' })).toBeNull();
  });
});

describe('no string escapes translation (pseudo-locale)', () => {
  const PSEUDO = 'xx-pseudo';
  beforeAll(() => setPseudoLocale(PSEUDO, (english) => `⟦${english}⟧`));
  afterEach(() => act(() => toaster.remove()));

  /** Text nodes a translator does not own: the brand, people's data, language names, marks. */
  const notOurs =
    /^(Intambwe Careers|English|Français|Ikinyarwanda|Kiswahili|\*|Jean Mugisha|JM|jean\.mugisha@gmail\.example|Aline|[\s.,:|…()-]*)$/;

  const untranslated = (container: HTMLElement) =>
    untranslatedTexts(container, (text) => notOurs.test(text) || text === 'you@example.com');

  const screens: Array<[string, ReactElement, Parameters<typeof renderScreen>[1]]> = [
    ['sign-in', <LoginPage />, { path: '/login' }],
    ['registration', <RegisterPage />, { path: '/register' }],
    ['forgot password', <ForgotPasswordPage />, { path: '/forgot-password' }],
    ['reset password (no token)', <ResetPasswordPage />, { path: '/reset-password' }],
    ['reset password', <ResetPasswordPage />, { path: '/reset-password', at: '/reset-password?token=abc' }],
    [
      'role choice',
      <SelectRolePage />,
      { path: '/select-role', at: { pathname: '/select-role', state: { googleUserData: sampleGoogleUserData } } },
    ],
    ['Google test page', <TestGooglePage />, { path: '/test-google' }],
    ['platform redirect', <ElearningRedirectPage />, { path: '/elearning' }],
    ['platform callback (expired)', <AuthCallbackPage />, { path: '/auth/callback', at: '/auth/callback', config: platformConfig }],
    ['sign-in on a platform (the front door cannot be reached)', <LoginPage />, { path: '/login', config: platformConfig }],
    ['initiate-login from another issuer', <AuthLoginPage />, { path: '/auth/login', at: '/auth/login?iss=https%3A%2F%2Fevil.example.com', config: platformConfig }],
    [
      'dashboard',
      <DashboardPage />,
      { path: '/dashboard', session: { user: { ...sampleUser, role: 'admin', firstName: 'Aline' } } },
    ],
  ];

  it.each(screens)('%s', async (_name, element, options) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = renderScreen(element, {
      ...options,
      locale: PSEUDO,
      network: {
        'GET /auth/me': {
          status: 200,
          body: { success: true, data: { user: { ...sampleUser, role: 'admin', firstName: 'Aline' } } },
        },
      },
    });
    await waitFor(() => expect(container.querySelector('h1')).not.toBeNull());
    await waitFor(() => expect(untranslated(container)).toEqual([]), { timeout: 2000 });
  });

  it('and every form message too (the contract rules after an empty submit)', async () => {
    const user = userEvent.setup();
    const { container } = renderScreen(<RegisterPage />, { path: '/register', locale: PSEUDO });
    await user.click(within(container).getByRole('button', { name: /Create Account/ }));
    await waitFor(() => expect(container.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThan(3));
    expect(untranslated(container)).toEqual([]);
  });
});

describe('failures the screens show, by their codes', () => {
  it.each(['fr', 'rw', 'sw'] as const)('%s: offline, timeout, server error, unreadable answer and a wait, each in the language', async (locale) => {
    await loadCatalogs(locale, [authCatalogs]);
    const words = translate(apiClientMessageTree, locale);
    const english = translate(apiClientMessageTree, 'en');
    const cases: Array<[ApiError, string]> = [
      [new ApiError({ kind: 'network' }), words.failures.NETWORK_ERROR],
      [new ApiError({ kind: 'timeout' }), words.failures.TIMEOUT],
      [new ApiError({ kind: 'refused' }), words.failures.CONNECTION_REFUSED],
      [new ApiError({ kind: 'http', status: 502 }), words.failures.SERVER_ERROR],
      [new ApiError({ kind: 'contract', status: 200 }), words.failures.UNREADABLE_ANSWER],
    ];
    for (const [error, expected] of cases) {
      expect(failureText(error, words)).toBe(expected);
      expect(failureText(error, words)).not.toBe(failureText(error, english));
    }
    const waiting = failureText(new ApiError({ kind: 'http', status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 42 }), words);
    expect(waiting).toContain('42');
    expect(waiting).not.toBe(failureText(new ApiError({ kind: 'http', status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 42 }), english));
  });
});
