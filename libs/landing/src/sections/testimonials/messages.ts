/** Testimonials section. English first; other languages come through the same keys. */
export const testimonialsMessages = {
  eyebrow: 'Success Stories',
  title: 'Careers transformed across Africa',
  subtitle: 'Real outcomes from learners, job seekers and professionals who took the step.',
  carouselLabel: 'Testimonials',
  slideOf: (n: number, total: number) => `${n} of ${total}`,
  previous: 'Previous testimonial',
  next: 'Next testimonial',
  pause: 'Pause rotation',
  play: 'Play rotation',
  choose: 'Featured stories',
  rating: (rating: number) => `Rated ${rating} out of 5`,
  achievement: 'Achievement',
  course: 'Program',
  salaryOutcome: 'Salary outcome',
  cta: 'Start Your Success Story',
} as const;
