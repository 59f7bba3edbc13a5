import { defineMessages } from '@intambwe/i18n';

/** Testimonials section (its catalog: sections/locales). */
export const testimonialsMessages = /* @__PURE__ */ defineMessages('landing.testimonials', {
  eyebrow: 'Success Stories',
  title: 'Careers transformed across Africa',
  subtitle: 'Real outcomes from learners, job seekers and professionals who took the step.',
  carouselLabel: 'Testimonials',
  /** What a screen reader calls the carousel and one of its cards (aria-roledescription). */
  carousel: 'carousel',
  slide: 'slide',
  slideOf: '{number} of {total}',
  previous: 'Previous testimonial',
  next: 'Next testimonial',
  pause: 'Pause rotation',
  play: 'Play rotation',
  choose: 'Featured stories',
  rating: 'Rated {rating} out of 5',
  achievement: 'Achievement',
  course: 'Program',
  salaryOutcome: 'Salary outcome',
  cta: 'Start Your Success Story',
});
