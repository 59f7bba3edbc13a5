/** The 'landing.contact-form' island's code: what the page loads to hydrate it. */
export { ContactForm as default } from '../contact/contact-form';
