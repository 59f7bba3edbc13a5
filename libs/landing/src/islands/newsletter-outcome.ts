/** The 'landing.newsletter-outcome' island's code: what the page loads to hydrate it. */
export { NewsletterOutcome as default } from '../sections/footer/newsletter-outcome';
