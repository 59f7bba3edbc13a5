import { createElement } from 'react';
import { pageMessages } from './pages/page-messages';
import { PolicyPage } from './pages/policy-page';

export { LandingPage } from './landing-page';
export { AboutPage } from './pages/about-page';
export { SupportPage } from './pages/support-page';
export { ContactPage } from './pages/contact-page';

/** Pages behind the footer links, loaded lazily by the host app. */
export const TermsPage = () => createElement(PolicyPage, { content: pageMessages.terms });
export const PrivacyPage = () => createElement(PolicyPage, { content: pageMessages.privacy });
export const CookiesPage = () => createElement(PolicyPage, { content: pageMessages.cookies });
export const AccessibilityPage = () => createElement(PolicyPage, { content: pageMessages.accessibility });
export const SecurityPage = () => createElement(PolicyPage, { content: pageMessages.security });
