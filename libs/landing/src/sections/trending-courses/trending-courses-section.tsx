import { Box, Button, Center, SimpleGrid, Spinner } from '@chakra-ui/react';
import { coursesQueries, useApiClient, useFailureText, usePlatformConfig, QueryClientBoundary } from '@intambwe/api-client';
import { Section, StaticContent, StatusMessage, useNearViewport, useComponentRecipes } from '@intambwe/ui';
import { useQuery } from '@tanstack/react-query';
import { BookOpen, RotateCcw } from 'lucide-react';
import { useDeferredValue, useMemo } from 'react';
import { toCourseCardView } from '../../rules/course-card-rules';
import { allCoursesUrl, courseEnrollUrl } from '../../rules/external-urls';
import { ANCHORS, ExternalButtonLink } from '../../shared/links';
import { CourseCard } from './course-card';
import { useLocale, useMessages } from '@intambwe/i18n';
import { coursesMessages } from './messages';

export interface TrendingCoursesSectionProps {
  /** What Try Again does; reloads the page by default (SPEC §2). */
  onRetry?: () => void;
}

const reloadPage = () => window.location.reload();

/**
 * SPEC §2 Trending courses: the 6 most-enrolled public courses, fetched on the
 * client. Loading (spinner), error (message and Try Again, which reloads),
 * empty (message and Browse All Courses) or the cards and View All Courses.
 */
function TrendingCoursesList({ onRetry = reloadPage }: TrendingCoursesSectionProps) {
  const m = useMessages(coursesMessages);
  const { failureText } = useFailureText();
  const locale = useLocale();
  const api = useApiClient();
  const { elearningUrl } = usePlatformConfig();
  // Fetched just before the section is seen; shown in a render of its own that the page can interrupt (a slow phone stays responsive).
  const query = useDeferredValue(
    useQuery({ ...coursesQueries.trending(api), enabled: useNearViewport(ANCHORS.trendingCourses) }),
  );
  // The prerendered HTML shows the spinner, as does the first render in the browser (nothing is fetched yet).
  const pending = query.isPending;
  const courses = useMemo(() => (query.data ?? []).map((course) => toCourseCardView(course, locale, m)), [query.data, locale, m]);
  const coursesUrl = allCoursesUrl(elearningUrl);

  let content;
  if (pending) {
    content = (
      <StaticContent>
        <Center py="16" role="status">
          <Spinner size="xl" color="brand.solid" borderWidth="3px" />
          <Box srOnly>{m.loading}</Box>
        </Center>
      </StaticContent>
    );
  } else if (query.isError) {
    // SPEC §8 shows why it failed, or its fallback: words chosen from the failure's code, in the page's language.
    const message = failureText(query.error, { fallback: m.errorFallback });
    content = (
      <StatusMessage
        role="alert"
        icon={<BookOpen />}
        title={message}
        action={
          <Button onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
            {m.tryAgain}
          </Button>
        }
      />
    );
  } else if (courses.length === 0) {
    content = (
      <StatusMessage
        icon={<BookOpen />}
        title={m.emptyTitle}
        action={
          <ExternalButtonLink href={coursesUrl} variant="outline">
            {m.browseAll}
          </ExternalButtonLink>
        }
      />
    );
  } else {
    content = (
      <>
        <SimpleGrid as="ul" aria-label={m.title} columns={{ base: 1, md: 2, lg: 3 }} gap="6" listStyleType="none">
          {courses.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} href={courseEnrollUrl(elearningUrl, course.id)} />
            </li>
          ))}
        </SimpleGrid>
        <Box textAlign="center" mt="8">
          <ExternalButtonLink href={coursesUrl} variant="outline" size="lg">
            {m.viewAll}
          </ExternalButtonLink>
        </Box>
      </>
    );
  }

  return (
    <Section
      id={ANCHORS.trendingCourses}
      eyebrow={m.eyebrow}
      title={m.title}
      subtitle={m.subtitle}
      bg="bg.subtle"
    >
      <Box aria-busy={pending}>{content}</Box>
    </Section>
  );
}
TrendingCoursesList.displayName = 'TrendingCoursesList';

/** The section with the server cache its list needs (react-query arrives with this section, not with the page). */
export function TrendingCoursesSection(props: TrendingCoursesSectionProps) {
  useComponentRecipes();
  return (
    <QueryClientBoundary>
      <TrendingCoursesList {...props} />
    </QueryClientBoundary>
  );
}
TrendingCoursesSection.displayName = 'TrendingCoursesSection';
