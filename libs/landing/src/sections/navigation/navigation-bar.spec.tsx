import { prefixedPathInLocale } from '@intambwe/i18n/testing';
import { render, screen, within } from '@testing-library/react';
import { TestProviders } from '../../testing/test-providers';
import { NavigationBar } from './navigation-bar';
import { NAVIGATION_MENU_ID } from './navigation-menu';

function renderNav() {
  return render(
    <TestProviders pathInLocale={prefixedPathInLocale}>
      <NavigationBar />
    </TestProviders>,
  );
}

const ITEMS = ['Home', 'About', 'Services', 'How It Works', 'Elearning', 'Job Portal', 'Trending Jobs', 'Testimonials'];
const HREFS = ['#hero', '#about', '#services', '#how-it-works', 'https://learn.example.com', 'https://jobs.example.com', '#trending-jobs', '#testimonials'];

const labelOf = (link: HTMLElement) => link.textContent?.replace('(opens in a new tab)', '').trim();
const menuOf = (container: HTMLElement) => container.querySelector(`dialog#${NAVIGATION_MENU_ID}`) as HTMLDialogElement;

describe('NavigationBar (SPEC §2; static, with the account actions’ islands)', { timeout: 20_000 }, () => {
  describe('The bar', () => {
    it('lists the eight items in order, the sister platforms opening in a new tab', () => {
      renderNav();
      // The menu's own list is in a closed dialog: only the bar's is exposed.
      const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
      const links = nav.getAllByRole('link');
      expect(links.map(labelOf)).toEqual(ITEMS);
      expect(links.map((link) => link.getAttribute('href'))).toEqual(HREFS);
      for (const name of [/Elearning/, /Job Portal/]) {
        expect(nav.getByRole('link', { name })).toHaveAttribute('target', '_blank');
        expect(nav.getByRole('link', { name })).toHaveAttribute('rel', 'noopener noreferrer');
        expect(nav.getByRole('link', { name })).toHaveTextContent('(opens in a new tab)');
      }
    });

    it('leads home from the logo, named by the brand', () => {
      renderNav();
      expect(screen.getByRole('link', { name: 'Intambwe Careers, home' })).toHaveAttribute('href', '#hero');
    });

    it('turns opaque past 50 px of scroll: the header carries the threshold the page’s script reads', () => {
      renderNav();
      const header = screen.getByRole('banner');
      expect(header).toHaveAttribute('data-opaque-after', '50');
      expect(header).not.toHaveAttribute('data-opaque');
    });

    it('offers the theme toggle the page’s script runs, and the page in each language', () => {
      renderNav();
      const toggle = screen.getByRole('button', { name: 'Dark mode' });
      expect(toggle).toHaveAttribute('data-color-mode-toggle');
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
      const languages = within(screen.getByRole('navigation', { name: 'Language' }));
      expect(languages.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/fr/', '/rw/', '/sw/']);
      expect(languages.getByRole('link', { name: /English/ })).toHaveAttribute('aria-current', 'page');
    });

    it('holds the visitor’s Login and Get Started in the account actions’ island, hydrated only where a session is held', async () => {
      const { container } = renderNav();
      const [login] = await within(screen.getByRole('banner')).findAllByRole('link', { name: 'Login' });
      expect(login).toHaveAttribute('href', '/login');
      const island = login?.closest('[data-island]');
      expect(island).toHaveAttribute('data-island', 'landing.account-actions');
      expect(island).toHaveAttribute('data-hydrate', 'session');
      expect(JSON.parse(island?.getAttribute('data-props') ?? '')).toEqual({ layout: 'bar' });
      expect(await within(island as HTMLElement).findByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
      expect(container.querySelectorAll('[data-island="landing.account-actions"]')).toHaveLength(2);
    });
  });

  describe('The menu (below 1200 px)', () => {
    it('opens from the menu button by itself (a popover button), before any script', () => {
      renderNav();
      const button = screen.getByRole('button', { name: 'Open menu' });
      expect(button).toHaveAttribute('popovertarget', NAVIGATION_MENU_ID);
      expect(button).toHaveAttribute('popovertargetaction', 'show');
      expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    });

    it('is a closed modal drawer named Menu, with a close button and a scrim beside it, that closes when a link inside is chosen', () => {
      const { container } = renderNav();
      const menu = menuOf(container);
      expect(menu).not.toHaveAttribute('open');
      expect(menu).toHaveAttribute('popover', 'auto');
      expect(menu).toHaveAttribute('aria-modal', 'true');
      expect(menu).toHaveAttribute('data-modal-popover');
      expect(menu).toHaveAttribute('data-close-on-link');
      expect(document.getElementById(menu.getAttribute('aria-labelledby') as string)).toHaveTextContent('Menu');
      const close = within(menu).getByRole('button', { name: 'Close menu', hidden: true });
      expect(close).toHaveAttribute('popovertarget', NAVIGATION_MENU_ID);
      expect(close).toHaveAttribute('popovertargetaction', 'hide');
      // The press beside the panel lands on the drawer's own scrim, which closes it; it is out of the
      // tab order and hidden from assistive technology (the close button is the one they get).
      const scrim = menu.querySelector(`button[aria-hidden="true"][popovertarget="${NAVIGATION_MENU_ID}"]`);
      expect(scrim).toHaveAttribute('popovertargetaction', 'hide');
      expect(scrim).toHaveAttribute('tabindex', '-1');
    });

    it('lists the same eight items, the account actions and the languages', async () => {
      const { container } = renderNav();
      const menu = within(menuOf(container));
      const links = within(menu.getByRole('navigation', { name: 'Main navigation', hidden: true })).getAllByRole('link', { hidden: true });
      expect(links.map(labelOf)).toEqual(ITEMS);
      expect(links.map((link) => link.getAttribute('href'))).toEqual(HREFS);
      const island = menuOf(container).querySelector('[data-island="landing.account-actions"]');
      expect(island).toHaveAttribute('data-hydrate', 'session');
      expect(JSON.parse(island?.getAttribute('data-props') ?? '')).toEqual({ layout: 'menu' });
      expect(await menu.findByRole('link', { name: 'Get Started', hidden: true })).toHaveAttribute('href', '/register');
      expect(menu.getByRole('navigation', { name: 'Language', hidden: true })).toBeInTheDocument();
    });
  });
});
