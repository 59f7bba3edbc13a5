import { apiClientCatalogs, coursesQueries, QueryClientBoundary, useApiClient, useFailureText } from '@intambwe/api-client';
import { useLocale, useMessages, warmIntl } from '@intambwe/i18n';
import { buttonClass, Spinner, srOnlyClass, staticClasses } from '@intambwe/ui/static';
import { useQuery } from '@tanstack/react-query';
import { BookOpen, RotateCcw } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { toCourseCardView } from '@intambwe/listings';
import { allCoursesUrl, courseEnrollUrl } from '../../rules/external-urls';
import { NewTabText } from '../../shared/new-tab-text';
import { landingSectionCatalogs } from '../catalogs';
import type { listingStyles } from '../trending-jobs/trending-jobs.styles';
import { CourseCard } from './course-card';
import { coursesMessages } from './messages';

const c = staticClasses<typeof listingStyles>('listing');

export interface TrendingCoursesProps {
  /** The e-learning platform (cards open its enrolment pages, View All its catalogue). */
  elearningUrl: string;
}

/** SPEC §2: Try Again reloads the page. */
const reloadPage = () => window.location.reload();

/**
 * SPEC §2 Trending courses: the 6 most-enrolled public courses, fetched as the
 * section comes near. Loading (spinner), error (message and Try Again, which
 * reloads), empty (message and Browse All Courses) or the cards and View All Courses.
 */
function TrendingCoursesList({ elearningUrl, onRetry = reloadPage }: TrendingCoursesProps & { onRetry?: () => void }) {
  const m = useMessages(coursesMessages);
  const { failureText } = useFailureText();
  const locale = useLocale();
  // The cards' numbers and dates need Intl's data: loaded off the main thread while the list is fetched.
  useEffect(() => void warmIntl(locale), [locale]);
  const api = useApiClient();
  const query = useQuery(coursesQueries.trending(api));
  const courses = useMemo(() => (query.data ?? []).map((course) => toCourseCardView(course, locale, m)), [query.data, locale, m]);
  const coursesUrl = allCoursesUrl(elearningUrl);

  if (query.isPending) {
    return (
      <div className={c.spinner} role="status" aria-busy="true">
        <Spinner size="lg" />
        <span className={srOnlyClass}>{m.loading}</span>
      </div>
    );
  }
  if (query.isError) {
    // SPEC §8 shows why it failed, or its fallback: words chosen from the failure's code, in the page's language.
    const message = failureText(query.error, { fallback: m.errorFallback });
    return (
      <div role="alert" className={c.state}>
        <span className={c.stateIcon} aria-hidden="true">
          <BookOpen />
        </span>
        <p className={c.stateTitle}>{message}</p>
        <button type="button" className={buttonClass()} onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          {m.tryAgain}
        </button>
      </div>
    );
  }
  if (courses.length === 0) {
    return (
      <div className={c.state}>
        <span className={c.stateIcon} aria-hidden="true">
          <BookOpen />
        </span>
        <p className={c.stateTitle}>{m.emptyTitle}</p>
        <a href={coursesUrl} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: 'outline' })}>
          {m.browseAll}
          <NewTabText />
        </a>
      </div>
    );
  }
  return (
    <>
      <ul aria-label={m.title} className={c.grid}>
        {courses.map((course) => (
          <li key={course.id}>
            <CourseCard course={course} href={courseEnrollUrl(elearningUrl, course.id)} />
          </li>
        ))}
      </ul>
      <div className={c.more}>
        <a href={coursesUrl} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: 'outline', size: 'lg' })}>
          {m.viewAll}
          <NewTabText />
        </a>
      </div>
    </>
  );
}

/** The list with the server cache it needs (react-query arrives with this island, not with the page). */
export function TrendingCourses(props: TrendingCoursesProps & { onRetry?: () => void }) {
  return (
    <QueryClientBoundary>
      <TrendingCoursesList {...props} />
    </QueryClientBoundary>
  );
}
TrendingCourses.displayName = 'TrendingCourses';
TrendingCourses.catalogs = [landingSectionCatalogs, apiClientCatalogs];
