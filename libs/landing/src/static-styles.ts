/**
 * @intambwe/landing/static-styles: build time only. The styles of the landing
 * page's islands, made into the page's stylesheet by the web app's prerender
 * (and injected by Storybook), so the browser never runs the design system for them.
 */
import { accountActionsStyles } from './sections/navigation/account-actions.styles';
import { demoTourStyles } from './sections/hero/demo-tour.styles';
import { fieldPickerStyles } from './sections/services/field-picker.styles';
import { linkCardStyles } from './shared/link-card.styles';
import { jobCardStyles } from './sections/trending-jobs/job-card.styles';
import { listingStyles } from './sections/trending-jobs/trending-jobs.styles';
import { courseCardStyles } from './sections/trending-courses/course-card.styles';
import { carouselStyles } from './sections/testimonials/testimonial-carousel.styles';
import { newsletterStyles } from './sections/footer/newsletter-form.styles';
import { noticeStyles } from './sections/footer/newsletter-outcome.styles';
import { contactFormStyles } from './contact/contact-form.styles';

export const landingStaticStyles = [
  accountActionsStyles,
  demoTourStyles,
  fieldPickerStyles,
  linkCardStyles,
  jobCardStyles,
  listingStyles,
  courseCardStyles,
  carouselStyles,
  newsletterStyles,
  noticeStyles,
  contactFormStyles,
] as const;
