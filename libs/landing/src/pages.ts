import { createElement } from 'react';
import { AboutPage as About } from './pages/about-page';
import { ABOUT_PAGE_CATALOGS, CONTACT_PAGE_CATALOGS, PAGE_CATALOGS } from './pages/catalogs';
import { ContactPage as Contact } from './pages/contact-page';
import { withPageWords } from './pages/page-words';
import { PolicyPage, type PolicyPageName } from './pages/policy-page';
import { SupportPage as Support } from './pages/support-page';

export { LandingPage } from './landing-page';

/**
 * Pages behind the footer links, loaded lazily by the host app. Each shows
 * once its words are here in the page's language (the host's <Suspense> shows
 * its fallback meanwhile): its own catalog, and the sections' and first
 * screen's for the platform facts (/about), the contact form (/contact) and
 * the business hours (/contact, /support).
 */
const policy = (page: PolicyPageName) => {
  const Page = () => createElement(PolicyPage, { page });
  Page.displayName = `PolicyPage(${page})`;
  return withPageWords(Page, PAGE_CATALOGS);
};

export const TermsPage = policy('terms');
export const PrivacyPage = policy('privacy');
export const CookiesPage = policy('cookies');
export const AccessibilityPage = policy('accessibility');
export const SecurityPage = policy('security');
export const AboutPage = withPageWords(About, ABOUT_PAGE_CATALOGS);
export const SupportPage = withPageWords(Support, CONTACT_PAGE_CATALOGS);
export const ContactPage = withPageWords(Contact, CONTACT_PAGE_CATALOGS);
