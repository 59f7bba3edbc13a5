import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ContactDialog } from './contact/contact-dialog';
import { FloatingActions } from './floating/floating-actions';
import { AboutSection } from './sections/about/about-section';
import { NEWSLETTER_PARAM } from './sections/footer/newsletter-param';
import { SiteFooter } from './sections/footer/site-footer';
import { DemoTourDialog, HeroSection } from './sections/hero/hero-section';
import { HowItWorksSection } from './sections/how-it-works/how-it-works-section';
import { NavigationBar } from './sections/navigation/navigation-bar';
import { PlatformsSection } from './sections/platforms/platforms-section';
import { ServicesSection } from './sections/services/services-section';
import { TestimonialsSection } from './sections/testimonials/testimonials-section';
import { TrendingCoursesSection } from './sections/trending-courses/trending-courses-section';
import { TrendingJobsSection } from './sections/trending-jobs/trending-jobs-section';
import { VisitorCtaSection } from './sections/visitor-cta/visitor-cta-section';
import { LandingIsland } from './shared/landing-island';

const PAGE_HEADER_HEIGHT = { '--page-header-height': '5rem', '@media (min-width: 75em)': { '--page-header-height': '7.5rem' } } as const;

export interface LandingPageProps {
  /** Floating buttons the host app adds (the AI assistant launcher, an island of its own). */
  floatingActions?: ReactNode;
}

/**
 * The public marketing page (SPEC §2 'Landing page'), sections in order:
 * navigation, hero, about, services, trending jobs, the visitor-only section,
 * how it works, platforms, trending courses, testimonials, footer; with the
 * contact button, the host's floating actions and back-to-top over it.
 *
 * Made at build time as HTML and CSS (Chakra renders it, never in the browser).
 * What runs in the browser are its islands, each hydrated on its own when it is
 * needed (see islands.ts): the account actions, the field picker, the two
 * trending lists, the testimonial carousel, the newsletter box, the contact
 * form, the guided tour, and the host's assistant launcher. The menu and the
 * dialogs open natively; the theme toggle, scroll thresholds and in-page links
 * are the page's own small behaviours (apps/web).
 */
export function LandingPage({ floatingActions }: LandingPageProps) {
  return (
    <>
      <NavigationBar />
      {/* Anchors stop below the fixed bar, which has a second row for the items from 1200 px up. */}
      <Box as="main" id="main-content" tabIndex={-1} _focus={{ outline: 'none' }} css={PAGE_HEADER_HEIGHT}>
        <HeroSection />
        <AboutSection />
        <ServicesSection />
        <TrendingJobsSection />
        <VisitorCtaSection />
        <HowItWorksSection />
        <PlatformsSection />
        <TrendingCoursesSection />
        <TestimonialsSection />
      </Box>
      <SiteFooter path="/" />
      <FloatingActions>{floatingActions}</FloatingActions>
      <ContactDialog />
      <DemoTourDialog />
      <LandingIsland name="landing.newsletter-outcome" props={{}} hydrate="query" query={NEWSLETTER_PARAM} />
    </>
  );
}
LandingPage.displayName = 'LandingPage';
