import { apiClientMessageTree } from '@intambwe/api-client';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadCatalogs, translate } from '@intambwe/i18n';
import { coursesAnswer, sampleCourses } from '../../testing/fixtures';
import { IslandProviders } from '../../testing/island-providers';
import type { NetworkStubs, RecordedRequest } from '../../testing/test-providers';
import { coursesMessages } from './messages';
import { TrendingCourses } from './trending-courses';

function renderCourses(network: NetworkStubs, options: { calls?: RecordedRequest[]; onRetry?: () => void; locale?: string } = {}) {
  return render(
    <IslandProviders network={network} calls={options.calls} locale={options.locale}>
      <TrendingCourses elearningUrl="https://learn.example.com" onRetry={options.onRetry} />
    </IslandProviders>,
  );
}

describe('TrendingCourses (SPEC §2, §5, §8; the list island of the trending courses section)', { timeout: 20_000 }, () => {
  describe('States', () => {
    it('asks for the 6 most-enrolled courses and shows a spinner meanwhile', async () => {
      const calls: RecordedRequest[] = [];
      renderCourses({ 'GET /courses/public': 'never' }, { calls });
      expect(await screen.findByRole('status')).toHaveTextContent('Loading trending courses');
      await waitFor(() =>
        expect(calls).toEqual([
          expect.objectContaining({
            method: 'GET',
            path: '/courses/public',
            search: '?limit=6&sortBy=enrollmentCount&sortOrder=desc',
          }),
        ]),
      );
    });

    it.each([
      {
        name: "the words of the server's code",
        answer: {
          status: 400,
          body: { success: false, error: 'English no screen reads', code: 'VALIDATION_ERROR', fieldCodes: { sortBy: 'SORT_BY_INVALID' } },
        },
        message: 'sortBy must be one of enrollmentCount, rating, createdAt, price, title',
      },
      {
        name: 'an unreadable answer when success is absent',
        answer: { body: { data: { courses: [] } } },
        message: 'The server sent an answer this app cannot read. Please try again later.',
      },
      {
        name: 'the fallback for a failure without a code',
        answer: { status: 418, body: { success: false } },
        message: 'Failed to load trending courses',
      },
      {
        name: 'the server error sentence for a 500',
        answer: { status: 500, body: {} },
        message: 'Server error. Please try again later.',
      },
    ])('shows $name with Try Again, which reloads', async ({ answer, message }) => {
      const onRetry = vi.fn();
      renderCourses({ 'GET /courses/public': answer }, { onRetry });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(message);
      await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
    });

    it('says why in the page’s language, from the failure’s code (the server speaks English)', async () => {
      await loadCatalogs('fr', TrendingCourses.catalogs);
      const fr = translate(coursesMessages, 'fr');
      const failures = translate(apiClientMessageTree, 'fr');
      renderCourses({ 'GET /courses/public': { status: 500, body: {} } }, { locale: 'fr' });
      const alert = await screen.findByRole('alert');
      expect(failures.failures.SERVER_ERROR).not.toBe('Server error. Please try again later.');
      expect(alert).toHaveTextContent(failures.failures.SERVER_ERROR);
      expect(alert).not.toHaveTextContent('Server error');
      expect(within(alert).getByRole('button', { name: fr.tryAgain })).toBeInTheDocument();
    });

    it('says so when there are no courses, offering Browse All Courses', async () => {
      renderCourses({ 'GET /courses/public': coursesAnswer([]) });
      expect(await screen.findByText('No trending courses available at the moment')).toBeInTheDocument();
      const browse = screen.getByRole('link', { name: /Browse All Courses/ });
      expect(browse).toHaveAttribute('href', 'https://learn.example.com/courses');
      expect(browse).toHaveAttribute('target', '_blank');
    });
  });

  describe('Cards', () => {
    it('shows every field of a course', async () => {
      renderCourses({ 'GET /courses/public': coursesAnswer() });
      const card = within(
        (await screen.findByRole('heading', { name: /Full-Stack Web Development Bootcamp/ })).closest('article') as HTMLElement,
      );
      expect(card.getByText(sampleCourses[0]?.description as string)).toBeInTheDocument();
      expect(card.getByText('Technology')).toBeInTheDocument();
      expect(card.getByText('Beginner')).toBeInTheDocument();
      expect(card.getByText('$149')).toBeInTheDocument();
      expect(card.getByText('3 months')).toBeInTheDocument();
      expect(card.getByText('4.8')).toBeInTheDocument();
      expect(card.getByText('Rated 4.8 out of 5')).toBeInTheDocument();
      expect(card.getByText('3,120 students')).toBeInTheDocument();
      expect(card.getByText('JavaScript')).toBeInTheDocument();
      expect(card.getByText('Node.js')).toBeInTheDocument();
      expect(card.queryByText('Git')).not.toBeInTheDocument();
      expect(card.getByText('EM')).toBeInTheDocument();
      expect(card.getByText('Instructor: Eric Mugisha')).toBeInTheDocument();
    });

    it('shows N/A without a rating, days and weeks for short courses, and a $0 price', async () => {
      renderCourses({ 'GET /courses/public': coursesAnswer() });
      const short = within(
        (await screen.findByRole('heading', { name: /Interview Confidence/ })).closest('article') as HTMLElement,
      );
      expect(short.getByText('N/A')).toBeInTheDocument();
      expect(short.getByText('Not rated yet')).toBeInTheDocument();
      expect(short.getByText('5 days')).toBeInTheDocument();
      expect(short.getByText('$0')).toBeInTheDocument();
      const weeks = within(screen.getByRole('heading', { name: /Excel for Everyday Work/ }).closest('article') as HTMLElement);
      expect(weeks.getByText('2 weeks')).toBeInTheDocument();
      expect(weeks.getByText('$19.5')).toBeInTheDocument();
    });

    it('opens the enrolment page of a course and the full catalogue on the e-learning platform', async () => {
      renderCourses({ 'GET /courses/public': coursesAnswer() });
      const link = await screen.findByRole('link', { name: /Full-Stack Web Development Bootcamp/ });
      expect(link).toHaveAttribute('href', 'https://learn.example.com/course/course-1/enroll');
      expect(link).toHaveAttribute('target', '_blank');
      expect(screen.getByRole('link', { name: /View All Courses/ })).toHaveAttribute('href', 'https://learn.example.com/courses');
    });
  });
});
