import { registerDeferredRecipes } from '@intambwe/ui';
import { QueryClientBoundary } from '@intambwe/api-client';
import { SiteFooter } from './sections/footer/site-footer';
import { HowItWorksSection } from './sections/how-it-works/how-it-works-section';
import { PlatformsSection } from './sections/platforms/platforms-section';
import { TestimonialsSection } from './sections/testimonials/testimonials-section';
import { TrendingCoursesSection } from './sections/trending-courses/trending-courses-section';

// Styles of the components this lazily loaded module shows (see registerDeferredRecipes).
registerDeferredRecipes();

/**
 * The rest of the page, in SPEC order, as one chunk: loaded when #how-it-works
 * comes near the viewport. The footer travels in the same chunk (it sits
 * outside <main>, so it is rendered separately).
 */
export function LowerSections() {
  return (
    <QueryClientBoundary>
      <HowItWorksSection />
      <PlatformsSection />
      <TrendingCoursesSection />
      <TestimonialsSection />
    </QueryClientBoundary>
  );
}

export { SiteFooter };
