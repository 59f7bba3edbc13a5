import { contactMessages } from '../contact/messages';
import { testimonialStories } from './testimonials/testimonial-stories';
import { aboutMessages } from './about/messages';
import { footerMessages } from './footer/messages';
import { demoMessages } from './hero/demo-messages';
import { howItWorksMessages } from './how-it-works/messages';
import { platformsMessages } from './platforms/messages';
import { servicesMessages } from './services/messages';
import { testimonialsMessages } from './testimonials/messages';
import { coursesMessages } from './trending-courses/messages';
import { jobsMessages } from './trending-jobs/messages';

/**
 * Every message of the sections' catalog (`locales/<language>.po` beside this
 * module): the sections below the first screen, the platform facts they show,
 * the contact dialog and the guided tour. Each section imports only its own
 * module, so its words download with its code; this tree is for the catalogs
 * and their checks (tools/i18n).
 */
export const landingSectionMessageTree = {
  about: aboutMessages,
  services: servicesMessages,
  jobs: jobsMessages,
  howItWorks: howItWorksMessages,
  platforms: platformsMessages,
  courses: coursesMessages,
  testimonials: testimonialsMessages,
  footer: footerMessages,
  contact: contactMessages,
  demo: demoMessages,
  testimonialStories,
};
