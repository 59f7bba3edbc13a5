import { Box } from '@chakra-ui/react';
import { coursesQueries, jobsQueries, useApiClient } from '@intambwe/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { FloatingActions } from './floating/floating-actions';
import { HeroSection } from './sections/hero/hero-section';
import { NavigationBar } from './sections/navigation/navigation-bar';
import { SectionFallback } from './shared/section-fallback';

/*
 * The first screen (navigation, hero, floating buttons) ships with the page.
 * Everything below it arrives as one chunk, requested as soon as the page
 * renders; meanwhile a tall placeholder keeps the layout still. With
 * prerendered HTML, React keeps the server markup until that code arrives,
 * so visitors read the whole page before it lands.
 */
const loadBelowTheFold = () => import('./below-the-fold');
const BelowTheFold = lazy(() => loadBelowTheFold().then((module) => ({ default: module.BelowTheFold })));
const SiteFooter = lazy(() => loadBelowTheFold().then((module) => ({ default: module.SiteFooter })));
const ContactDialog = lazy(() => import('./contact/contact-dialog').then((module) => ({ default: module.ContactDialog })));

export interface LandingPageProps {
  /** Floating buttons the host app adds (the AI assistant launcher). */
  floatingActions?: ReactNode;
}

/** Starts the two listings' requests with the page, not when their sections' code arrives. */
function usePrefetchListings() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(jobsQueries.trending(api));
    void queryClient.prefetchQuery(coursesQueries.trending(api));
  }, [api, queryClient]);
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
  usePrefetchListings();

  return (
    <>
      <NavigationBar />
      <Box as="main" id="main-content" tabIndex={-1} _focus={{ outline: 'none' }}>
        <HeroSection />
        <Suspense fallback={<SectionFallback minH="100vh" />}>
          <BelowTheFold />
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
