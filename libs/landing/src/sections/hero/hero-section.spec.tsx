import { render, screen, within } from '@testing-library/react';
import { TestProviders } from '../../testing/test-providers';
import { DEMO_TOUR_ID, DemoTourDialog, HeroSection } from './hero-section';

function renderHero() {
  return render(
    <TestProviders>
      <HeroSection />
      <DemoTourDialog />
    </TestProviders>,
  );
}

/** Elements named `name` for everybody, or only for one kind of viewer (the page's stylesheet shows one of them). */
const forViewer = (elements: HTMLElement[], viewer: 'visitor' | 'user') => elements.filter((element) => element.getAttribute('data-viewer') === viewer);

describe('HeroSection (SPEC §1, §2 Hero; static, with the tour’s island)', { timeout: 20_000 }, () => {
  it('names the brand, states the claim and the three statistics', () => {
    renderHero();
    expect(screen.getByRole('heading', { level: 1, name: 'Intambwe Careers' })).toBeInTheDocument();
    expect(screen.getByText("Africa's Leading Career Transformation Platform")).toBeInTheDocument();
    const stats = within(screen.getByText('10,000+').closest('dl') as HTMLElement);
    expect(stats.getAllByRole('term').map((term) => term.textContent)).toEqual(['Students Trained', 'Job Placement Rate', 'Partner Companies']);
    expect(stats.getAllByRole('definition').map((value) => value.textContent)).toEqual(['10,000+', '85%', '500+']);
  });

  it('is the #hero section, where Back to top and the logo lead', () => {
    renderHero();
    expect(screen.getByRole('region', { name: 'Intambwe Careers' })).toHaveAttribute('id', 'hero');
  });

  it('holds Get Started for a visitor (/register) and for a signed-in person (/dashboard), marked for the page’s stylesheet', () => {
    renderHero();
    const links = screen.getAllByRole('link', { name: 'Get Started' });
    expect(links).toHaveLength(2);
    expect(forViewer(links, 'visitor').map((link) => link.getAttribute('href'))).toEqual(['/register']);
    expect(forViewer(links, 'user').map((link) => link.getAttribute('href'))).toEqual(['/dashboard']);
  });

  it('Watch Demo opens the tour’s dialog by itself (an invoker button), before any script', () => {
    renderHero();
    const watch = screen.getByRole('button', { name: 'Watch Demo' });
    expect(watch).toHaveAttribute('commandfor', DEMO_TOUR_ID);
    expect(watch).toHaveAttribute('command', 'show-modal');
    expect(watch).toHaveAttribute('aria-haspopup', 'dialog');
    expect(watch).toHaveAttribute('type', 'button');
  });

  it('has the tour as a closed modal dialog, named and described, with a close button and the steps inside', async () => {
    const { container } = renderHero();
    const dialog = container.querySelector(`dialog#${DEMO_TOUR_ID}`) as HTMLDialogElement;
    expect(dialog).not.toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('closedby', 'any');
    expect(dialog).toHaveAttribute('data-close-on-link');
    const view = within(dialog);
    expect(view.getByRole('heading', { level: 2, hidden: true })).toHaveTextContent('A quick tour of the platform');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') as string)).toHaveTextContent('A quick tour of the platform');
    expect(document.getElementById(dialog.getAttribute('aria-describedby') as string)).toHaveTextContent(
      'Five short steps, no video needed: see what you can do once you join.',
    );
    const close = view.getByRole('button', { name: 'Close the tour', hidden: true });
    expect(close).toHaveAttribute('commandfor', DEMO_TOUR_ID);
    expect(close).toHaveAttribute('command', 'close');
    expect(dialog.querySelector('[data-island="landing.demo-tour"]')).toHaveAttribute('data-hydrate', 'visible');
    // In a browser tree the island renders in place: its first step is there, ready for the first opening.
    expect(await view.findByText('Step 1 of 5')).toBeInTheDocument();
  });
});
