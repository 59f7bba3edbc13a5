import { loadCatalogs, setPseudoLocale, translate } from '@intambwe/i18n';
import { untranslatedTexts, prefixedPathInLocale } from '@intambwe/i18n/testing';
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
import { localizeSentence } from './rules/localize-sentence';
import { renderScreen } from './testing/render-screen';
import { platformConfig } from './testing/openid-stubs';
import { failureAnswer, sampleGoogleUserData, sampleUser } from './testing/stub-network';

const pathInLocale = prefixedPathInLocale;

describe('the auth screens in French, Kinyarwanda and Swahili', () => {
  afterEach(() => act(() => toaster.remove()));

  it.each(['fr', 'rw', 'sw'] as const)('%s: sign-in speaks the language, its rules and the server too', async (locale) => {
    await loadCatalogs(locale, [uiCatalogs, authCatalogs]);
    const m = translate(authMessageTree, locale);
    const user = userEvent.setup();
    renderScreen(<LoginPage />, {
      path: `/${locale}/login`,
      locale,
      pathInLocale,
      network: { 'POST /auth/login': failureAnswer(401, 'Invalid email or password') },
    });
    expect(await screen.findByRole('heading', { level: 1, name: m.login.title })).toBeInTheDocument();
    expect(m.login.title).not.toBe(authMessages.login.title);
    // Links stay in the language.
    expect(screen.getByRole('link', { name: m.login.registerLink })).toHaveAttribute('href', `/${locale}/register`);
    expect(screen.getByRole('link', { name: m.login.forgotPassword })).toHaveAttribute('href', `/${locale}/forgot-password`);

    // The contract's rules, in the language.
    await user.click(screen.getByRole('button', { name: m.login.submit }));
    expect(await screen.findByText(m.validation.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(m.validation.passwordRequired)).toBeInTheDocument();

    // The server's English sentence, in the language.
    await user.type(screen.getByLabelText(new RegExp(m.fields.email)), 'aline@example.com');
    await user.type(screen.getByLabelText(new RegExp(`^${m.fields.password}`)), 'wrong-password');
    await user.click(screen.getByRole('button', { name: m.login.submit }));
    expect(await screen.findByText(m.server.invalidCredentials)).toBeInTheDocument();
    expect(m.server.invalidCredentials).not.toBe('Invalid email or password');
  });

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

describe('sentences the screens show from elsewhere', () => {
  it("are shown in the screen's language when libs/auth knows them, as they came otherwise", async () => {
    await loadCatalogs('sw', [authCatalogs]);
    const sw = translate(authMessageTree, 'sw');
    expect(localizeSentence('Invalid email or password', authMessages, sw)).toBe(sw.server.invalidCredentials);
    expect(localizeSentence('Email is required', authMessages, sw)).toBe(sw.validation.emailRequired);
    expect(localizeSentence('Too many requests. Please wait 42 seconds and try again.', authMessages, sw)).toBe(
      sw.server.rateLimited({ seconds: 42 }),
    );
    expect(sw.server.rateLimited({ seconds: 42 })).toContain('42');
    expect(localizeSentence('Something new from a newer server', authMessages, sw)).toBe('Something new from a newer server');
    // English pages show the server's own words (SPEC §8).
    expect(localizeSentence('Invalid email or password', authMessages, authMessages)).toBe('Invalid email or password');
  });
});
