import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInStubs, TestProviders, testUser, type NetworkStubs, type RecordedRequest } from '../../testing/test-providers';
import { NavigationBar } from './navigation-bar';

function renderNav(network: NetworkStubs = {}, calls?: RecordedRequest[]) {
  return render(
    <TestProviders network={network} calls={calls}>
      <NavigationBar />
      <section id="about" />
    </TestProviders>,
  );
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('NavigationBar (SPEC §2)', () => {
  afterEach(() => scrollTo(0));

  describe('Rendering', () => {
    it('lists the eight items in order, the sister platforms opening in a new tab', () => {
      renderNav();
      const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
      const links = nav.getAllByRole('link');
      expect(links.map((link) => link.textContent?.replace('(opens in a new tab)', '').trim())).toEqual([
        'Home',
        'About',
        'Services',
        'How It Works',
        'Elearning',
        'Job Portal',
        'Trending Jobs',
        'Testimonials',
      ]);
      expect(links.map((link) => link.getAttribute('href'))).toEqual([
        '#hero',
        '#about',
        '#services',
        '#how-it-works',
        'https://learn.example.com',
        'https://jobs.example.com',
        '#trending-jobs',
        '#testimonials',
      ]);
      expect(nav.getByRole('link', { name: /Elearning/ })).toHaveAttribute('target', '_blank');
      expect(nav.getByRole('link', { name: /Job Portal/ })).toHaveAttribute('target', '_blank');
    });

    it('offers the theme toggle, Login and Get Started to a visitor', () => {
      renderNav();
      expect(screen.getByRole('button', { name: 'Dark mode' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
      expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
      expect(screen.queryByRole('button', { name: /Logout/ })).not.toBeInTheDocument();
    });

    it('welcomes a signed-in user and offers Logout, which signs out', async () => {
      const calls: RecordedRequest[] = [];
      renderNav(signedInStubs(), calls);
      expect(await screen.findByText(`Welcome, ${testUser.firstName}!`)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
      expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
      await vi.waitFor(() => expect(calls).toContainEqual(expect.objectContaining({ method: 'POST', path: '/auth/logout' })));
      expect(localStorage.getItem('token')).toBeNull();
    });

    it('turns opaque after 50 px of scroll', () => {
      renderNav();
      const header = screen.getByRole('banner');
      scrollTo(50);
      expect(header).not.toHaveAttribute('data-opaque');
      scrollTo(51);
      expect(header).toHaveAttribute('data-opaque');
    });
  });

  describe('Drawer', () => {
    it('opens from the menu button with the items and account actions, and returns focus when closed', async () => {
      renderNav();
      const menu = screen.getByRole('button', { name: 'Open menu' });
      expect(menu).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(menu);
      const drawer = await screen.findByRole('dialog', { name: 'Menu' });
      expect(menu).toHaveAttribute('aria-expanded', 'true');
      expect(
        within(drawer)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toContain('#testimonials');
      expect(within(drawer).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
      await userEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
      await waitFor(() => expect(menu).toHaveFocus());
    });

    it("shows a signed-in user's email in the drawer", async () => {
      renderNav(signedInStubs());
      await screen.findByText(`Welcome, ${testUser.firstName}!`);
      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      const drawer = await screen.findByRole('dialog', { name: 'Menu' });
      expect(within(drawer).getByText(testUser.email)).toBeInTheDocument();
      expect(within(drawer).getByText(`Welcome, ${testUser.firstName}!`)).toBeInTheDocument();
      expect(within(drawer).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    });

    it('closes when an item is chosen and scrolls to its section', async () => {
      const scrollIntoView = vi.fn();
      Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true, writable: true });
      renderNav();
      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      const drawer = await screen.findByRole('dialog', { name: 'Menu' });
      await userEvent.click(within(drawer).getByRole('link', { name: 'About' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
      await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
      expect(document.getElementById('about')).toHaveFocus();
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
  });
});
