import { usePlatformConfig } from '@intambwe/api-client';
import { useMessages } from '@intambwe/i18n';
import { Section } from '@intambwe/ui';
import { LandingIsland } from '../../shared/landing-island';
import { ANCHORS } from '../../shared/links';
import { coursesMessages } from './messages';

/** SPEC §2 Trending courses: the heading and the list (an island that fetches the courses as the section comes near). */
export function TrendingCoursesSection() {
  const m = useMessages(coursesMessages);
  const { elearningUrl } = usePlatformConfig();
  return (
    <Section id={ANCHORS.trendingCourses} eyebrow={m.eyebrow} title={m.title} subtitle={m.subtitle} bg="bg.subtle">
      <LandingIsland name="landing.trending-courses" props={{ elearningUrl }} />
    </Section>
  );
}
TrendingCoursesSection.displayName = 'TrendingCoursesSection';
