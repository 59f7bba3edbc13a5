import { render, screen, within } from '@testing-library/react';
import { jobsAnswer } from '../../testing/fixtures';
import { TestProviders } from '../../testing/test-providers';
import { TrendingJobsSection } from './trending-jobs-section';

function renderSection() {
  return render(
    <TestProviders network={{ 'GET /jobs': jobsAnswer() }} config={{ jobPortalUrl: 'https://jobs.partner.example' }}>
      <TrendingJobsSection />
    </TestProviders>,
  );
}

describe('TrendingJobsSection (SPEC §2; static, with the list island)', { timeout: 20_000 }, () => {
  it('is the #trending-jobs section, named by its heading', () => {
    renderSection();
    expect(screen.getByRole('region', { name: 'Trending Jobs' })).toHaveAttribute('id', 'trending-jobs');
  });

  it('sends Find More Jobs and the invitation to the job portal, in a new tab', () => {
    renderSection();
    for (const name of [/Find More Jobs/, /Start Your Job Search/]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', 'https://jobs.partner.example/jobs');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveTextContent('(opens in a new tab)');
    }
    const coaching = screen.getByRole('link', { name: /Get Job Preparation Coaching/ });
    expect(coaching).toHaveAttribute('href', 'https://jobs.partner.example/register');
    expect(coaching).toHaveAttribute('target', '_blank');
  });

  it('places the list as an island that hydrates as it comes near, with the job portal’s address', async () => {
    const { container } = renderSection();
    const island = container.querySelector('[data-island="landing.trending-jobs"]') as HTMLElement;
    expect(island).toHaveAttribute('data-hydrate', 'visible');
    expect(JSON.parse(island.getAttribute('data-props') ?? '')).toEqual({ jobsUrl: 'https://jobs.partner.example/jobs' });
    const list = await within(island).findByRole('list', { name: 'Trending Jobs' });
    for (const link of within(list).getAllByRole('link')) expect(link).toHaveAttribute('href', 'https://jobs.partner.example/jobs');
  });
});
