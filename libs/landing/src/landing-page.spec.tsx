import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LandingPage } from './landing-page';
import { coursesAnswer, jobsAnswer } from './testing/fixtures';
import { signedInStubs, TestProviders, testUser, type NetworkStubs } from './testing/test-providers';

// Lazy sections and dialogs arrive asynchronously; on a busy machine that can take more than a second.

const listings: NetworkStubs = { 'GET /jobs': jobsAnswer(), 'GET /courses/public': coursesAnswer() };

function renderPage(network: NetworkStubs = listings) {
  return render(
    <TestProviders network={network}>
      <LandingPage floatingActions={<button type="button">Open the AI assistant</button>} />
    </TestProviders>,
  );
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

/** Waits for every section (each loads its code when the page renders in the browser) to arrive. */
const fullyLoaded = async () => {
  await screen.findByRole('contentinfo', {}, { timeout: 15_000 });
  const sections = [
    'Empowering Africa’s workforce, one step at a time',
    'Programs for every stage of your career',
    'Trending Jobs',
    'Your path from learning to earning',
    'Two platforms, one career journey',
    'Trending Courses',
    'Careers transformed across Africa',
  ];
  for (const name of sections) await screen.findByRole('heading', { level: 2, name }, { timeout: 15_000 });
};

// The whole page renders in jsdom here, with every section: give it time on a busy 2-core machine.
describe('LandingPage (SPEC §2 Landing page)', { timeout: 45_000 }, () => {
  afterEach(() => scrollTo(0));

  describe('Rendering', () => {
    it('shows the sections in order with their anchors, and the footer', async () => {
      const { container } = renderPage();
      await fullyLoaded();
      const main = screen.getByRole('main');
      expect(
        within(main)
          .getAllByRole('heading', { level: 2 })
          .map((heading) => heading.textContent),
      ).toEqual([
        'Empowering Africa’s workforce, one step at a time',
        'Programs for every stage of your career',
        'Trending Jobs',
        'Ready to start your career journey?',
        'Your path from learning to earning',
        'Two platforms, one career journey',
        'Trending Courses',
        'Careers transformed across Africa',
      ]);
      const ids = [...container.querySelectorAll('main section[id]')].map((section) => section.id);
      expect(ids).toEqual([
        'hero',
        'about',
        'services',
        'trending-jobs',
        'how-it-works',
        'platforms',
        'trending-courses',
        'testimonials',
      ]);
    });

    it('names the brand from the platform configuration', () => {
      renderPage();
      expect(screen.getByRole('heading', { level: 1, name: 'Intambwe Careers' })).toBeInTheDocument();
    });

    it('fetches the trending jobs and courses and shows them', async () => {
      renderPage();
      expect(await screen.findByRole('heading', { name: /Junior Software Developer/ }, { timeout: 15_000 })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: /Full-Stack Web Development Bootcamp/ })).toBeInTheDocument();
    });
  });

  describe('Floating actions', () => {
    it("shows the host's floating actions and the contact button", () => {
      renderPage();
      expect(screen.getByRole('button', { name: 'Open the AI assistant' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Contact us' })).toBeInTheDocument();
    });

    it('opens the contact dialog, moves focus into it, and returns focus on close', async () => {
      renderPage();
      const contact = screen.getByRole('button', { name: 'Contact us' });
      await userEvent.click(contact);
      const dialog = await screen.findByRole('dialog', { name: 'Contact us' }, { timeout: 15_000 });
      // jsdom has no layout, so which field is first is checked in the browser (stories, Playwright); here: focus is inside.
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
      expect(contact).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close the contact form' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(contact).toHaveFocus());
      await userEvent.keyboard('{Enter}');
      expect(await screen.findByRole('dialog', { name: 'Contact us' })).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('shows Back to top only after 300 px of scroll', () => {
      renderPage();
      expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
      scrollTo(300);
      expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
      scrollTo(301);
      expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    });
  });

  describe('Visitor and signed-in user (SPEC §6)', () => {
    it('shows a visitor Login, Get Started and the invitation to join; calls to action go to /register', async () => {
      renderPage();
      await fullyLoaded();
      expect(screen.getAllByRole('link', { name: 'Login' }).length).toBeGreaterThan(0);
      expect(screen.getByRole('heading', { name: 'Ready to start your career journey?' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Start Learning' })).toHaveAttribute('href', '/register');
      expect(screen.getByRole('link', { name: 'Find Jobs' })).toHaveAttribute('href', '/register');
    });

    it('welcomes a signed-in user, hides the invitation and sends calls to action to /dashboard', async () => {
      renderPage({ ...listings, ...signedInStubs() });
      await fullyLoaded();
      // The bar's greeting (the menu, rendered closed ahead of its first opening, says it too).
      expect(await within(screen.getByRole('banner')).findByText(`Welcome, ${testUser.firstName}!`)).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Ready to start your career journey?' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Start Learning' })).toHaveAttribute('href', '/dashboard');
      expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/dashboard');
      expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    });
  });
});
