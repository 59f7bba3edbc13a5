import { Box } from '@chakra-ui/react';
import { QueryClientBoundary } from '@intambwe/api-client';
import { StaticContent } from '@intambwe/ui';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { FloatingActions } from './floating/floating-actions';
import { SiteFooter } from './sections/footer/site-footer';
import { HeroSection } from './sections/hero/hero-section';
import { NavigationBar } from './sections/navigation/navigation-bar';
import { PlatformsSection } from './sections/platforms/platforms-section';
import { ServicesSection } from './sections/services/services-section';
import { TestimonialsSection } from './sections/testimonials/testimonials-section';
import { TrendingCoursesSection } from './sections/trending-courses/trending-courses-section';
import { TrendingJobsSection } from './sections/trending-jobs/trending-jobs-section';
import { VisitorCtaSection } from './sections/visitor-cta/visitor-cta-section';
import { ANCHORS } from './shared/links';
import { SectionFallback } from './shared/section-fallback';

/*
 * What runs in the browser. On the prerendered page only the parts a person
 * can act on hydrate (navigation, buttons, the field picker, the lists, the
 * carousel, the newsletter box, the floating buttons); the sections that are
 * only text and pictures stay the HTML the page arrived with (StaticContent),
 * and their code is fetched only if the page is ever rendered in the browser
 * (coming back to / from another screen).
 */
const lazySection = (load: () => Promise<ComponentType>) => lazy(() => load().then((component) => ({ default: component })));
const AboutSection = lazySection(() => import('./sections/about/about-section').then((module) => module.AboutSection));
const HowItWorksSection = lazySection(() =>
  import('./sections/how-it-works/how-it-works-section').then((module) => module.HowItWorksSection),
);
const ContactDialog = lazy(() => import('./contact/contact-dialog').then((module) => ({ default: module.ContactDialog })));

/** A section that is only content: kept as prerendered, or loaded and rendered when the page is shown in the browser. */
function ContentSection({ id, children }: { id: string; children: ReactNode }) {
  return (
    <StaticContent>
      <Suspense fallback={<SectionFallback id={id} minH="100vh" />}>{children}</Suspense>
    </StaticContent>
  );
}

export interface LandingPageProps {
  /** Floating buttons the host app adds (the AI assistant launcher). */
  floatingActions?: ReactNode;
}

/**
 * The public marketing page (SPEC §2 'Landing page'), sections in order:
 * navigation, hero, about, services, trending jobs, the visitor-only section,
 * how it works, platforms, trending courses, testimonials, footer; with the
 * contact button, the host's floating actions and back-to-top over it.
 */
export function LandingPage({ floatingActions }: LandingPageProps) {
  const [contactOpen, setContactOpen] = useState(false);
  const [contactRequested, setContactRequested] = useState(false);

  return (
    <QueryClientBoundary>
      <NavigationBar />
      <Box as="main" id="main-content" tabIndex={-1} _focus={{ outline: 'none' }}>
        <HeroSection />
        <ContentSection id={ANCHORS.about}>
          <AboutSection />
        </ContentSection>
        <ServicesSection />
        <TrendingJobsSection />
        <VisitorCtaSection />
        <ContentSection id={ANCHORS.howItWorks}>
          <HowItWorksSection />
        </ContentSection>
        <PlatformsSection />
        <TrendingCoursesSection />
        <TestimonialsSection />
      </Box>
      <SiteFooter />
      <FloatingActions
        contactOpen={contactOpen}
        onContact={() => {
          setContactRequested(true);
          setContactOpen(true);
        }}
      >
        {floatingActions}
      </FloatingActions>
      {contactRequested && (
        <Suspense fallback={null}>
          <ContactDialog open={contactOpen} onOpenChange={setContactOpen} />
        </Suspense>
      )}
    </QueryClientBoundary>
  );
}
LandingPage.displayName = 'LandingPage';
