import { registerDeferredRecipes } from '@intambwe/ui';
import { QueryClientBoundary } from '@intambwe/api-client';
import { AboutSection } from './sections/about/about-section';
import { ServicesSection } from './sections/services/services-section';
import { TrendingJobsSection } from './sections/trending-jobs/trending-jobs-section';
import { VisitorCtaSection } from './sections/visitor-cta/visitor-cta-section';

// Styles of the components this lazily loaded module shows (see registerDeferredRecipes).
registerDeferredRecipes();

/**
 * The sections right below the hero, in SPEC order, as one chunk: loaded (and,
 * on a prerendered page, hydrated) when #about comes near the viewport.
 */
export function UpperSections() {
  return (
    <QueryClientBoundary>
      <AboutSection />
      <ServicesSection />
      <TrendingJobsSection />
      <VisitorCtaSection />
    </QueryClientBoundary>
  );
}
