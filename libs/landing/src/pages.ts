import { createElement } from 'react';
import { InfoPagePlaceholder } from './info-page-placeholder';

export { LandingPage } from './landing-page';

/** Pages behind the footer links (filled by the landing issue). */
export const TermsPage = () => createElement(InfoPagePlaceholder, { title: 'Terms of Service' });
export const PrivacyPage = () => createElement(InfoPagePlaceholder, { title: 'Privacy Policy' });
export const CookiesPage = () => createElement(InfoPagePlaceholder, { title: 'Cookie Policy' });
export const AccessibilityPage = () => createElement(InfoPagePlaceholder, { title: 'Accessibility' });
export const SecurityPage = () => createElement(InfoPagePlaceholder, { title: 'Security' });
export const AboutPage = () => createElement(InfoPagePlaceholder, { title: 'About us' });
export const SupportPage = () => createElement(InfoPagePlaceholder, { title: 'Support' });
export const ContactPage = () => createElement(InfoPagePlaceholder, { title: 'Contact us' });
