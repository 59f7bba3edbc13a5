import { Box } from '@chakra-ui/react';
import { loadCatalogs, useLocale } from '@intambwe/i18n';
import { lazyWhenNear, preloadable, StaticContent, useOverlayOnDemand, usePrefetchWhenIdle } from '@intambwe/ui';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { FloatingActions } from './floating/floating-actions';
import { HeroSection } from './sections/hero/hero-section';
import { NavigationBar } from './sections/navigation/navigation-bar';
import { useNewsletterConfirmation } from './sections/footer/newsletter-confirmation';
import { VisitorCtaSection } from './sections/visitor-cta/visitor-cta-section';
import { FOOTER_ID } from './shared/constants';
import { SECTION_CATALOGS } from './sections/catalogs';
import { ANCHORS } from './shared/links';
import { SectionFallback } from './shared/section-fallback';
import { withSectionWords, withSectionWordsOnDemand } from './shared/section-words';

/*
 * What runs in the browser, and when. The first screen (navigation, hero,
 * floating buttons) hydrates as the app starts. Below it:
 * - sections that are only content (About, How it works) stay the HTML the
 *   page arrived with (StaticContent): their code is fetched only if the page
 *   is rendered in the browser (coming back to / from another screen);
 * - sections a person acts on (field picker, lists, platform cards, carousel,
 *   footer with the newsletter box) load their code and hydrate when they come
 *   within a screen of the viewport (the menu's and the next sections' code is
 *   fetched ahead, once the page is idle); until then their HTML is shown as is,
 *   and a press on it is held by the page until they have hydrated.
 * Their words come with them: the sections' catalog of the page's language
 * (sections/catalogs.ts), fetched ahead once the page is idle and waited for
 * before a section renders (withSectionWords).
 */
const lazySection = (load: () => Promise<ComponentType>) => lazy(() => load().then((component) => ({ default: withSectionWords(component) })));
const nearSection = (id: string, load: () => Promise<ComponentType>) => lazyWhenNear(id, () => load().then(withSectionWords));
const AboutSection = lazySection(() => import('./sections/about/about-section').then((module) => module.AboutSection));
const HowItWorksSection = lazySection(() =>
  import('./sections/how-it-works/how-it-works-section').then((module) => module.HowItWorksSection),
);
const loadServices = () => import('./sections/services/services-section');
const loadTrendingJobs = () => import('./sections/trending-jobs/trending-jobs-section');
const loadTrendingCourses = () => import('./sections/trending-courses/trending-courses-section');
const ServicesSection = nearSection(ANCHORS.services, () => loadServices().then((module) => module.ServicesSection));
const TrendingJobsSection = nearSection(ANCHORS.trendingJobs, () => loadTrendingJobs().then((module) => module.TrendingJobsSection));
const PlatformsSection = nearSection(ANCHORS.platforms, () =>
  import('./sections/platforms/platforms-section').then((module) => module.PlatformsSection),
);
const TrendingCoursesSection = nearSection(ANCHORS.trendingCourses, () =>
  loadTrendingCourses().then((module) => module.TrendingCoursesSection),
);
const TestimonialsSection = nearSection(ANCHORS.testimonials, () =>
  import('./sections/testimonials/testimonials-section').then((module) => module.TestimonialsSection),
);
const SiteFooter = nearSection(FOOTER_ID, () => import('./sections/footer/site-footer').then((module) => module.SiteFooter));
const ContactDialog = preloadable(() => import('./contact/contact-dialog').then((module) => withSectionWordsOnDemand(module.ContactDialog)));

const PAGE_HEADER_HEIGHT = { '--page-header-height': '5rem', '@media (min-width: 75em)': { '--page-header-height': '7.5rem' } } as const;

/** A section whose code arrives when it is needed; the fallback holds its place (and its anchor) meanwhile. */
function LaterSection({ id, children }: { id: string; children: ReactNode }) {
  return <Suspense fallback={<SectionFallback id={id} minH="100vh" />}>{children}</Suspense>;
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
  // The sections right below are likely next: their words and code are fetched once the page is idle (the menu prepares itself).
  const locale = useLocale();
  usePrefetchWhenIdle([() => loadCatalogs(locale, SECTION_CATALOGS), loadServices, loadTrendingJobs, loadTrendingCourses]);
  useNewsletterConfirmation();
  const contact = useOverlayOnDemand(ContactDialog);

  return (
    <>
      <NavigationBar />
      {/* Anchors stop below the fixed bar, which has a second row for the items from 1200 px up. */}
      <Box as="main" id="main-content" tabIndex={-1} _focus={{ outline: 'none' }} css={PAGE_HEADER_HEIGHT}>
        <HeroSection />
        <StaticContent>
          <LaterSection id={ANCHORS.about}>
            <AboutSection />
          </LaterSection>
        </StaticContent>
        <LaterSection id={ANCHORS.services}>
          <ServicesSection />
        </LaterSection>
        <LaterSection id={ANCHORS.trendingJobs}>
          <TrendingJobsSection />
        </LaterSection>
        <VisitorCtaSection />
        <StaticContent>
          <LaterSection id={ANCHORS.howItWorks}>
            <HowItWorksSection />
          </LaterSection>
        </StaticContent>
        <LaterSection id={ANCHORS.platforms}>
          <PlatformsSection />
        </LaterSection>
        <LaterSection id={ANCHORS.trendingCourses}>
          <TrendingCoursesSection />
        </LaterSection>
        <LaterSection id={ANCHORS.testimonials}>
          <TestimonialsSection />
        </LaterSection>
      </Box>
      <Suspense fallback={<SectionFallback id={FOOTER_ID} minH="50vh" />}>
        <SiteFooter />
      </Suspense>
      <FloatingActions contactOpen={contact.open} onContact={contact.show}>
        {floatingActions}
      </FloatingActions>
      {contact.mounted && <ContactDialog open={contact.open} onOpenChange={contact.setOpen} />}
    </>
  );
}
LandingPage.displayName = 'LandingPage';
