import { I18nProvider } from '@intambwe/i18n';
import { prefixedPathInLocale } from '@intambwe/i18n/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../provider/ui-provider';
import { LanguageLinks } from './language-links';

function renderLinks(locale: string, pathInLocale = prefixedPathInLocale) {
  return render(
    <UiProvider>
      <I18nProvider locale={locale} pathInLocale={pathInLocale}>
        <LanguageLinks path="/login" search="?next=%2Fdashboard" label="Language" />
      </I18nProvider>
    </UiProvider>,
  );
}

describe('LanguageLinks', () => {
  it('links to this page in each language, each named in its own, the current one marked', () => {
    renderLinks('fr');
    const links = within(screen.getByRole('navigation', { name: 'Language' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('hreflang'), link.getAttribute('lang')])).toEqual([
      ['English', '/login?next=%2Fdashboard', 'en', 'en'],
      ['Français', '/fr/login?next=%2Fdashboard', 'fr', 'fr'],
      ['Ikinyarwanda', '/rw/login?next=%2Fdashboard', 'rw', 'rw'],
      ['Kiswahili', '/sw/login?next=%2Fdashboard', 'sw', 'sw'],
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page', null, null]);
  });

  it('marks each link for the page’s own script, which keeps the choice where no app runs (static pages)', () => {
    renderLinks('en');
    for (const link of screen.getAllByRole('link')) expect(link).toHaveAttribute('data-language-link');
  });

  it('keeps the choice for the next visit when pressed in the app', async () => {
    renderLinks('en');
    const swahili = screen.getByRole('link', { name: 'Kiswahili' });
    swahili.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(swahili);
    expect(localStorage.getItem('language')).toBe('sw');
    expect(document.cookie).toContain('language=sw');
  });

  it('shows nothing where the host does not place pages in languages', () => {
    const { container } = render(
      <UiProvider>
        <I18nProvider locale="en">
          <LanguageLinks path="/" label="Language" />
        </I18nProvider>
      </UiProvider>,
    );
    expect(container.querySelector('nav')).toBeNull();
  });
});
