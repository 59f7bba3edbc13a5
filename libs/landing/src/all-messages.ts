import { contactMessages } from './contact/messages';
import { landingMessages } from './messages';
import { aboutMessages } from './sections/about/messages';
import { footerMessages } from './sections/footer/messages';
import { demoMessages } from './sections/hero/demo-messages';
import { howItWorksMessages } from './sections/how-it-works/messages';
import { platformsMessages } from './sections/platforms/messages';
import { servicesMessages } from './sections/services/messages';
import { testimonialsMessages } from './sections/testimonials/messages';
import { coursesMessages } from './sections/trending-courses/messages';
import { jobsMessages } from './sections/trending-jobs/messages';
import { visitorMessages } from './sections/visitor-cta/messages';
import { pageMessages } from './pages/page-messages';

/**
 * Every string of the library in one object, for translators and tooling. The
 * page itself imports each section's module, so a section's words download
 * with its code.
 */
export const allLandingMessages = {
  ...landingMessages,
  demo: demoMessages,
  about: aboutMessages,
  services: servicesMessages,
  jobs: jobsMessages,
  visitor: visitorMessages,
  howItWorks: howItWorksMessages,
  platforms: platformsMessages,
  courses: coursesMessages,
  testimonials: testimonialsMessages,
  footer: footerMessages,
  contact: contactMessages,
  pages: pageMessages,
} as const;
export type AllLandingMessages = typeof allLandingMessages;
