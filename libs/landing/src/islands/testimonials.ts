/** The 'landing.testimonials' island's code: what the page loads to hydrate it. */
export { TestimonialCarousel as default } from '../sections/testimonials/testimonial-carousel';
