export { LandingPage, type LandingPageProps } from './landing-page';

// Every section is its own module, exported so a host can place or lazy-load it.
export { NavigationBar } from './sections/navigation/navigation-bar';
export { HeroSection } from './sections/hero/hero-section';
export { AboutSection } from './sections/about/about-section';
export { ServicesSection } from './sections/services/services-section';
export { TrendingJobsSection } from './sections/trending-jobs/trending-jobs-section';
export { VisitorCtaSection } from './sections/visitor-cta/visitor-cta-section';
export { HowItWorksSection } from './sections/how-it-works/how-it-works-section';
export { PlatformsSection } from './sections/platforms/platforms-section';
export { TrendingCoursesSection } from './sections/trending-courses/trending-courses-section';
export { TestimonialsSection } from './sections/testimonials/testimonials-section';
export { SiteFooter, type SiteFooterProps } from './sections/footer/site-footer';
export { ContactDialog, CONTACT_DIALOG_ID } from './contact/contact-dialog';
export { FloatingActions, type FloatingActionsProps } from './floating/floating-actions';
export { ContactForm, type ContactFormProps } from './contact/contact-form';

// Pure rules and static content (the job and course card rules are @intambwe/listings, shared with the server).
export * from './rules/external-urls';
export { testimonials, type Testimonial } from './sections/testimonials/testimonials';
export { ANCHORS, type AnchorId, VIEWER_ATTRIBUTE } from './shared/links';
export { landingMessages } from './messages';

// Translations: the first screen's catalog (the host loads it with the page); the sections load theirs themselves.
export { landingCatalogs } from './catalogs';
export { landingSectionCatalogs } from './sections/catalogs';
export { landingPageCatalogs } from './pages/catalogs';
export { landingIslands, type LandingIslandName } from './island-registry';
