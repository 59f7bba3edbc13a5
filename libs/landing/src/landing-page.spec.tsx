import { render, screen, waitFor, within } from '@testing-library/react';
import { landingIslands } from './island-registry';
import { LandingPage } from './landing-page';
import { coursesAnswer, jobsAnswer } from './testing/fixtures';
import { TestProviders, type NetworkStubs } from './testing/test-providers';

const listings: NetworkStubs = { 'GET /jobs': jobsAnswer(), 'GET /courses/public': coursesAnswer() };

function renderPage(network: NetworkStubs = listings) {
  return render(
    <TestProviders network={network}>
      <LandingPage floatingActions={<button type="button">Open the AI assistant</button>} />
    </TestProviders>,
  );
}

const SECTION_HEADINGS = [
  'Empowering Africa’s workforce, one step at a time',
  'Programs for every stage of your career',
  'Trending Jobs',
  'Ready to start your career journey?',
  'Your path from learning to earning',
  'Two platforms, one career journey',
  'Trending Courses',
  'Careers transformed across Africa',
];

/** Every island has rendered in place (in a browser tree each arrives with its code) and both lists have arrived. */
const fullyLoaded = async (container: HTMLElement) => {
  await screen.findByRole('heading', { name: /Junior Software Developer/ }, { timeout: 15_000 });
  await screen.findByRole('heading', { name: /Full-Stack Web Development Bootcamp/ }, { timeout: 15_000 });
  await waitFor(() => {
    for (const island of container.querySelectorAll('[data-island]:not([data-island="landing.newsletter-outcome"])')) expect(island).not.toBeEmptyDOMElement();
  });
};

// The whole page renders in jsdom here, with every island: give it time on a busy 2-core machine.
describe('LandingPage (SPEC §2 Landing page; made at build time, with its islands)', { timeout: 45_000 }, () => {
  describe('Structure', () => {
    it('shows the sections in order with their anchors, in the main content, then the footer', async () => {
      const { container } = renderPage();
      const main = screen.getByRole('main');
      expect(main).toHaveAttribute('id', 'main-content');
      expect(main).toHaveAttribute('tabindex', '-1');
      expect(within(main).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(SECTION_HEADINGS);
      expect([...container.querySelectorAll('main section[id]')].map((section) => section.id)).toEqual([
        'hero',
        'about',
        'services',
        'trending-jobs',
        'how-it-works',
        'platforms',
        'trending-courses',
        'testimonials',
      ]);
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      expect(screen.getByRole('contentinfo').compareDocumentPosition(main) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    });

    it('names the brand from the platform configuration', () => {
      renderPage();
      expect(screen.getByRole('heading', { level: 1, name: 'Intambwe Careers' })).toBeInTheDocument();
    });

    it('leads every in-page link to a place on the page', async () => {
      const { container } = renderPage();
      await fullyLoaded(container);
      const anchors = [...container.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
      expect(anchors.length).toBeGreaterThan(8);
      for (const anchor of anchors) expect(document.getElementById(anchor.getAttribute('href')?.slice(1) ?? '')).not.toBeNull();
    });

    it('marks only islands the library knows, with a schedule and props that travel in the page', () => {
      const { container } = renderPage();
      const islands = [...container.querySelectorAll('[data-island]')];
      expect(new Set(islands.map((island) => island.getAttribute('data-island')))).toEqual(new Set(Object.keys(landingIslands)));
      for (const island of islands) {
        expect(['load', 'idle', 'visible', 'session', 'query', 'open']).toContain(island.getAttribute('data-hydrate'));
        expect(() => JSON.parse(island.getAttribute('data-props') ?? '')).not.toThrow();
      }
      // The newsletter's outcome only when the confirmation link brings its parameter; the account actions only
      // where a session is held (a visitor's page has their HTML already); the contact form as its dialog opens; the
      // rest as they come near or when idle: nothing waits for the page's load.
      const outcome = container.querySelector('[data-island="landing.newsletter-outcome"]');
      expect(outcome).toHaveAttribute('data-hydrate', 'query');
      expect(outcome).toHaveAttribute('data-hydrate-query', 'newsletter');
      expect(container.querySelector('[data-island="landing.demo-tour"]')).toHaveAttribute('data-hydrate', 'visible');
      expect(container.querySelector('[data-island="landing.contact-form"]')).toHaveAttribute('data-hydrate', 'open');
      expect(container.querySelectorAll('[data-hydrate="session"]')).toHaveLength(2);
      expect(container.querySelectorAll('[data-hydrate="load"]')).toHaveLength(0);
    });

    it('fetches the trending jobs and courses and shows them', async () => {
      renderPage();
      expect(await screen.findByRole('heading', { name: /Junior Software Developer/ }, { timeout: 15_000 })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: /Full-Stack Web Development Bootcamp/ }, { timeout: 15_000 })).toBeInTheDocument();
    });
  });

  describe('What the page does by itself (its script reads these marks)', () => {
    it('turns the bar opaque past 50 px of scroll', () => {
      renderPage();
      expect(screen.getByRole('banner')).toHaveAttribute('data-opaque-after', '50');
    });

    it('shows Back to top past 300 px of scroll, leading to the hero', () => {
      const { container } = renderPage();
      // Hidden by the page's stylesheet until then: look it up by its label.
      const top = container.querySelector('button[aria-label="Back to top"]') as HTMLElement;
      expect(top).toHaveAttribute('data-shown-after', '300');
      expect(top).not.toHaveAttribute('data-shown');
      expect(top).toHaveAttribute('data-scroll-to', 'hero');
      expect(document.getElementById('hero')).not.toBeNull();
    });

    it('opens every dialog from an invoker button pointing at a native modal dialog outside the main content', () => {
      const { container } = renderPage();
      const invokers = [...container.querySelectorAll('button[commandfor][command="show-modal"]')];
      expect(invokers.map((button) => button.getAttribute('commandfor'))).toEqual(['demo-tour', 'contact-dialog']);
      for (const invoker of invokers) {
        const dialog = document.getElementById(invoker.getAttribute('commandfor') ?? '');
        expect(dialog?.tagName).toBe('DIALOG');
        expect(dialog).toHaveAttribute('aria-modal', 'true');
        expect(invoker).toHaveAttribute('aria-haspopup', 'dialog');
        expect(screen.getByRole('main')).not.toContainElement(dialog);
        // Each has its own close button.
        expect(dialog?.querySelector(`button[commandfor="${dialog.id}"][command="close"]`)).not.toBeNull();
      }
    });

    it('opens the menu drawer from a popover button, the drawer a modal popover outside the main content', () => {
      const { container } = renderPage();
      const openers = [...container.querySelectorAll('button[popovertarget][popovertargetaction="show"]')];
      expect(openers.map((button) => button.getAttribute('popovertarget'))).toEqual(['site-menu']);
      const drawer = document.getElementById('site-menu');
      expect(drawer?.tagName).toBe('DIALOG');
      expect(drawer).toHaveAttribute('popover', 'auto');
      expect(drawer).toHaveAttribute('data-modal-popover');
      expect(drawer).toHaveAttribute('aria-modal', 'true');
      expect(screen.getByRole('main')).not.toContainElement(drawer);
    });
  });

  describe('Floating actions', () => {
    it("shows the host's floating actions and the contact button", () => {
      renderPage();
      expect(screen.getByRole('button', { name: 'Open the AI assistant' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Contact us' })).toHaveAttribute('commandfor', 'contact-dialog');
    });
  });

  describe('Visitor and signed-in person (SPEC §6): both are in the page, its stylesheet shows one', () => {
    it('marks the invitation to join as the visitor’s', () => {
      renderPage();
      const invitation = screen.getByRole('region', { name: 'Ready to start your career journey?' });
      expect(invitation).toHaveAttribute('data-viewer', 'visitor');
      expect(within(invitation).getByRole('link', { name: 'Create Free Account' })).toHaveAttribute('href', '/register');
    });

    it('sends the visitor’s calls to action to /register and the signed-in person’s to /dashboard', async () => {
      const { container } = renderPage();
      await fullyLoaded(container);
      const destinations = (name: string) =>
        screen.getAllByRole('link', { name }).map((link) => [link.getAttribute('data-viewer') ?? 'everybody', link.getAttribute('href')]);
      // The bar's account actions (the visitor's, until the island knows better; the menu's are in its closed dialog), then the hero's pair.
      expect(destinations('Get Started')).toEqual([
        ['everybody', '/register'],
        ['visitor', '/register'],
        ['user', '/dashboard'],
      ]);
      for (const name of ['Start Learning', 'Find Jobs']) {
        expect(destinations(name)).toEqual([
          ['visitor', '/register'],
          ['user', '/dashboard'],
        ]);
      }
    });
  });
});
