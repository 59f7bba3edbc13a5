/** The 'landing.newsletter' island's code: what the page loads to hydrate it. */
export { NewsletterForm as default } from '../sections/footer/newsletter-form';
