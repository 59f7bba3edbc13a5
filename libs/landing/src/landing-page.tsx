import { Box } from '@chakra-ui/react';
import { renderWhenNearUntilStarted } from '@intambwe/ui';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { FloatingActions } from './floating/floating-actions';
import { HeroSection } from './sections/hero/hero-section';
import { NavigationBar } from './sections/navigation/navigation-bar';
import { lazyWhenNear } from './shared/lazy-when-near';
import { ANCHORS } from './shared/links';
import { SectionFallback } from './shared/section-fallback';
import { FOOTER_ID } from './shared/constants';

/*
 * The first screen (navigation, hero, floating buttons) ships with the page.
 * The sections below arrive in two chunks, each when one of its sections
 * comes near the viewport. On a prerendered page the HTML of every section is there
 * from the start, and React keeps it untouched until its code arrives; on a
 * client-only start the chunks load at once, behind placeholders that keep
 * the layout still. The trending lists are fetched by their sections, so a
 * visitor who never scrolls spends no data on them.
 */
const loadUpper = () => import('./upper-sections');
const loadLower = () => import('./lower-sections');
type Loaded = Promise<{ default: ComponentType }>;
/** The sections of each chunk: the chunk loads when any of them nears the viewport (or was scrolled past). */
const UPPER_IDS = [ANCHORS.about, ANCHORS.services, ANCHORS.trendingJobs];
const LOWER_IDS = [ANCHORS.howItWorks, ANCHORS.platforms, ANCHORS.trendingCourses, ANCHORS.testimonials, FOOTER_ID];
const UpperSections = lazyWhenNear(UPPER_IDS, async (): Loaded => ({ default: (await loadUpper()).UpperSections }));
const LowerSections = lazyWhenNear(LOWER_IDS, async (): Loaded => ({ default: (await loadLower()).LowerSections }));
const SiteFooter = lazyWhenNear(LOWER_IDS, async (): Loaded => ({ default: (await loadLower()).SiteFooter }));
const ContactDialog = lazy(() => import('./contact/contact-dialog').then((module) => ({ default: module.ContactDialog })));

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
    <>
      <NavigationBar />
      <Box
        as="main"
        id="main-content"
        tabIndex={-1}
        _focus={{ outline: 'none' }}
        css={renderWhenNearUntilStarted('& > section:not(:first-of-type)')}
      >
        <HeroSection />
        <Suspense fallback={<SectionFallback minH="100vh" />}>
          <UpperSections />
        </Suspense>
        <Suspense fallback={<SectionFallback minH="100vh" />}>
          <LowerSections />
        </Suspense>
      </Box>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
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
    </>
  );
}
LandingPage.displayName = 'LandingPage';
