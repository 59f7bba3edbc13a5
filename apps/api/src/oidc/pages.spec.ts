import { describe, expect, it } from 'vitest';
import { errorPage, loggedOutPage, logoutPage, pageLocale } from './pages.js';

describe('the provider’s pages', () => {
  it.each([
    [{ uiLocales: 'de fr-RW' }, 'fr'],
    [{ uiLocales: 'rw', cookie: 'language=sw' }, 'rw'],
    [{ cookie: 'theme=dark; language=sw' }, 'sw'],
    [{ acceptLanguage: 'kin,en;q=0.5' }, 'rw'],
    [{}, 'en'],
  ])('speak the platform’s language, else the person’s: %j -> %s', (request, locale) => {
    expect(pageLocale(request)).toBe(locale);
  });

  it('say what went wrong in words, with the technical part escaped for the platform’s team', () => {
    const page = errorPage('fr', 'Intambwe Careers', { error: 'invalid_redirect_uri', error_description: "redirect_uri did not match <script>" });
    expect(page.html).toContain('<html lang="fr"');
    expect(page.html).toContain('invalid_redirect_uri: redirect_uri did not match &lt;script&gt;');
    expect(page.html).not.toContain('<script>');
    expect(page.contentSecurityPolicy).toContain("script-src 'none'");
  });

  it('sign out at once with the provider’s form, allowing only that script by its hash', () => {
    const page = logoutPage('sw', 'Intambwe Careers', '<form id="op.logoutForm" method="post" action="/oidc/session/end/confirm"><input type="hidden" name="xsrf" value="abc"/></form>');
    expect(page.html).toContain('name="logout" value="yes"');
    expect(page.contentSecurityPolicy).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(loggedOutPage('rw', 'Intambwe Careers').html).toContain('href="/rw/"');
  });
});
