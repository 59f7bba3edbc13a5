import { render, screen, waitFor, within } from '@testing-library/react';
import { FIXED_NOW, jobsAnswer, sampleJobs } from '../../testing/fixtures';
import { IslandProviders } from '../../testing/island-providers';
import type { NetworkStubs, RecordedRequest } from '../../testing/test-providers';
import { TrendingJobs } from './trending-jobs';

const JOBS_PAGE = 'https://jobs.example.com/jobs';

function renderJobs(network: NetworkStubs, calls?: RecordedRequest[]) {
  return render(
    <IslandProviders network={network} calls={calls}>
      <TrendingJobs jobsUrl={JOBS_PAGE} now={FIXED_NOW} />
    </IslandProviders>,
  );
}

describe('TrendingJobs (SPEC §2, §4, §5; the list island of the trending jobs section)', { timeout: 20_000 }, () => {
  describe('Rendering', () => {
    it('asks for 6 jobs and shows three skeleton cards while they load', async () => {
      const calls: RecordedRequest[] = [];
      renderJobs({ 'GET /jobs': 'never' }, calls);
      expect(await screen.findByRole('status')).toHaveTextContent('Loading trending jobs');
      expect(screen.getAllByTestId('job-card-skeleton')).toHaveLength(3);
      await waitFor(() => expect(calls).toEqual([expect.objectContaining({ method: 'GET', path: '/jobs', search: '?limit=6' })]));
    });

    it('says so when there are no jobs', async () => {
      renderJobs({ 'GET /jobs': jobsAnswer([]) });
      expect(await screen.findByText('No trending jobs available')).toBeInTheDocument();
      expect(screen.getByText('Check back later for new opportunities')).toBeInTheDocument();
    });

    it.each([
      { name: 'a server error', answer: { status: 500, body: { success: false, error: 'boom' } } },
      { name: 'success false', answer: { body: { success: false } } },
      { name: 'an answer without data', answer: { body: { success: true } } },
      { name: 'a dropped connection', answer: 'offline' as const },
    ])('shows the empty state after $name, and only logs it', async ({ answer }) => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      renderJobs({ 'GET /jobs': answer });
      expect(await screen.findByText('No trending jobs available')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await waitFor(() => expect(log).toHaveBeenCalled());
    });

    it('shows a card per job with an _id and a title', async () => {
      renderJobs({ 'GET /jobs': jobsAnswer() });
      const list = await screen.findByRole('list', { name: 'Trending Jobs' }, { timeout: 10_000 });
      const cards = within(list).getAllByRole('article');
      expect(cards).toHaveLength(3);
      expect(screen.queryByText('A job without an id is never shown')).not.toBeInTheDocument();
    });

    it('shows at most 6 jobs', async () => {
      const many = Array.from({ length: 8 }, (_, index) => ({
        ...sampleJobs[0],
        _id: `job-${index}`,
        title: `Job number ${index}`,
      }));
      renderJobs({ 'GET /jobs': jobsAnswer(many) });
      const list = await screen.findByRole('list', { name: 'Trending Jobs' }, { timeout: 10_000 });
      expect(within(list).getAllByRole('article')).toHaveLength(6);
      expect(screen.queryByText('Job number 6')).not.toBeInTheDocument();
    });
  });

  describe('Card content', () => {
    it('shows every field and the tags that apply', async () => {
      renderJobs({ 'GET /jobs': jobsAnswer() });
      const card = (await screen.findByRole('heading', { name: /Junior Software Developer/ })).closest('article') as HTMLElement;
      const view = within(card);
      expect(view.getByText('Umurava Tech Hub')).toBeInTheDocument();
      expect(view.getByText('Kigali, Rwanda')).toBeInTheDocument();
      expect(view.getByText('RWF 600,000 - 900,000')).toBeInTheDocument();
      expect(view.getByText('Full Time')).toBeInTheDocument();
      expect(view.getByText('Today')).toBeInTheDocument();
      expect(view.getByText('Mar 15, 2026')).toBeInTheDocument();
      expect(view.getByText('Urgent')).toBeInTheDocument();
      expect(view.getByText('Curated')).toBeInTheDocument();
      expect(view.getByText('JavaScript')).toBeInTheDocument();
      expect(view.getByText('Node.js')).toBeInTheDocument();
      expect(view.queryByText('SQL')).not.toBeInTheDocument();
      expect(view.getByText('+2')).toBeInTheDocument();
    });

    it('falls back for missing salary, company and deadline', async () => {
      renderJobs({ 'GET /jobs': jobsAnswer() });
      const second = within(
        (await screen.findByRole('heading', { name: /Customer Success Associate/ })).closest('article') as HTMLElement,
      );
      expect(second.getByText('Grace Mukamana')).toBeInTheDocument();
      expect(second.getByText('Competitive salary')).toBeInTheDocument();
      expect(second.getByText('1 day ago')).toBeInTheDocument();
      expect(second.queryByText('Urgent')).not.toBeInTheDocument();
      expect(second.queryByText('Curated')).not.toBeInTheDocument();
      const third = within(screen.getByRole('heading', { name: /Data Analyst/ }).closest('article') as HTMLElement);
      expect(third.getByText('Company Name Not Available')).toBeInTheDocument();
      expect(third.getByText('Not specified')).toBeInTheDocument();
      expect(third.getByText('3 days ago')).toBeInTheDocument();
      expect(third.getByText('+1')).toBeInTheDocument();
    });
  });

  it('brings its own query cache where the page has none (an island has no host around it)', async () => {
    const calls: RecordedRequest[] = [];
    render(
      <IslandProviders network={{ 'GET /jobs': jobsAnswer() }} calls={calls} queryCache={false}>
        <TrendingJobs jobsUrl={JOBS_PAGE} now={FIXED_NOW} />
      </IslandProviders>,
    );
    expect(await screen.findByRole('list', { name: 'Trending Jobs' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  describe('Links', () => {
    it('opens the job portal in a new tab from the card and from View Details', async () => {
      renderJobs({ 'GET /jobs': jobsAnswer() });
      const card = within((await screen.findByRole('heading', { name: /Junior Software Developer/ })).closest('article') as HTMLElement);
      for (const link of [card.getByRole('link', { name: /^Junior Software Developer/ }), card.getByRole('link', { name: /View Details\s*Junior Software Developer/ })]) {
        expect(link).toHaveAttribute('href', JOBS_PAGE);
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        expect(link).toHaveTextContent('(opens in a new tab)');
      }
    });
  });
});
