import { AboutSection } from './sections/about/about-section';
import { SiteFooter } from './sections/footer/site-footer';
import { HowItWorksSection } from './sections/how-it-works/how-it-works-section';
import { PlatformsSection } from './sections/platforms/platforms-section';
import { ServicesSection } from './sections/services/services-section';
import { TestimonialsSection } from './sections/testimonials/testimonials-section';
import { TrendingCoursesSection } from './sections/trending-courses/trending-courses-section';
import { TrendingJobsSection } from './sections/trending-jobs/trending-jobs-section';
import { VisitorCtaSection } from './sections/visitor-cta/visitor-cta-section';

/**
 * Everything below the hero, in SPEC order, as one chunk: the page loads it
 * right after the first screen. One chunk rather than one per section because
 * each extra file costs a request and compresses worse on slow, costly links.
 */
export function BelowTheFold() {
  return (
    <>
      <AboutSection />
      <ServicesSection />
      <TrendingJobsSection />
      <VisitorCtaSection />
      <HowItWorksSection />
      <PlatformsSection />
      <TrendingCoursesSection />
      <TestimonialsSection />
    </>
  );
}

/** The footer sits outside <main> but travels in the same chunk. */
export { SiteFooter };
