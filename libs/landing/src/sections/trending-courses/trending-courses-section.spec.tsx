import { render, screen, within } from '@testing-library/react';
import { coursesAnswer } from '../../testing/fixtures';
import { TestProviders } from '../../testing/test-providers';
import { TrendingCoursesSection } from './trending-courses-section';

function renderSection() {
  return render(
    <TestProviders network={{ 'GET /courses/public': coursesAnswer() }} config={{ elearningUrl: 'https://learn.partner.example' }}>
      <TrendingCoursesSection />
    </TestProviders>,
  );
}

describe('TrendingCoursesSection (SPEC §2; static, with the list island)', { timeout: 20_000 }, () => {
  it('is the #trending-courses section, named by its heading', () => {
    renderSection();
    expect(screen.getByRole('region', { name: 'Trending Courses' })).toHaveAttribute('id', 'trending-courses');
  });

  it('places the list as an island that hydrates as it comes near, with the e-learning platform’s address', async () => {
    const { container } = renderSection();
    const island = container.querySelector('[data-island="landing.trending-courses"]') as HTMLElement;
    expect(island).toHaveAttribute('data-hydrate', 'visible');
    expect(JSON.parse(island.getAttribute('data-props') ?? '')).toEqual({ elearningUrl: 'https://learn.partner.example' });
    expect(await within(island).findByRole('link', { name: /Full-Stack Web Development Bootcamp/ })).toHaveAttribute(
      'href',
      'https://learn.partner.example/course/course-1/enroll',
    );
    expect(within(island).getByRole('link', { name: /View All Courses/ })).toHaveAttribute('href', 'https://learn.partner.example/courses');
  });
});
