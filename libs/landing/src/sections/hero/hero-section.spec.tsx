import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInStubs, TestProviders, type NetworkStubs } from '../../testing/test-providers';
import { HeroSection } from './hero-section';

function renderHero(network: NetworkStubs = {}) {
  return render(
    <TestProviders network={network}>
      <HeroSection />
    </TestProviders>,
  );
}

describe('HeroSection (SPEC §1, §2 Hero)', () => {
  it('names the brand, states the claim and the three statistics', () => {
    renderHero();
    expect(screen.getByRole('heading', { level: 1, name: 'Intambwe Careers' })).toBeInTheDocument();
    expect(screen.getByText("Africa's Leading Career Transformation Platform")).toBeInTheDocument();
    const stats = within(screen.getByText('10,000+').closest('dl') as HTMLElement);
    expect(stats.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Students Trained',
      'Job Placement Rate',
      'Partner Companies',
    ]);
    expect(stats.getAllByRole('definition').map((value) => value.textContent)).toEqual(['10,000+', '85%', '500+']);
  });

  it('sends a visitor to /register and a signed-in user to /dashboard', async () => {
    const { unmount } = renderHero();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    unmount();
    renderHero(signedInStubs());
    await waitFor(() => expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/dashboard'));
  });

  it('Watch Demo opens a guided tour that steps through the platform and leads to sign-up', async () => {
    renderHero();
    const watch = screen.getByRole('button', { name: 'Watch Demo' });
    await userEvent.click(watch);
    const tour = await screen.findByRole('dialog', { name: 'A quick tour of the platform' });
    expect(within(tour).getByText('Step 1 of 5')).toBeInTheDocument();
    expect(within(tour).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(tour).getByRole('button', { name: 'Next' }));
    expect(within(tour).getByText('Step 2 of 5')).toBeInTheDocument();
    expect(within(tour).getByText('Join live coaching sessions')).toBeInTheDocument();
    await userEvent.click(within(tour).getByRole('button', { name: 'Previous' }));
    expect(within(tour).getByText('Step 1 of 5')).toBeInTheDocument();
    for (let step = 1; step < 5; step += 1) await userEvent.click(within(tour).getByRole('button', { name: 'Next' }));
    expect(within(tour).getByText('Get hired through the job portal')).toBeInTheDocument();
    await userEvent.click(within(tour).getByRole('button', { name: 'Start now' }));
    expect(await screen.findByRole('status', { name: 'Current location' })).toHaveTextContent('/register');
  });

  it('closes the tour with Escape and returns focus to Watch Demo', async () => {
    renderHero();
    const watch = screen.getByRole('button', { name: 'Watch Demo' });
    await userEvent.click(watch);
    await screen.findByRole('dialog', { name: 'A quick tour of the platform' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(watch).toHaveFocus());
  });
});
