import { defineMessages } from '@intambwe/i18n';

/**
 * The words of the landing page's first screen: navigation, hero, floating
 * buttons (and, from their own folders, the visitor's invitation and the
 * statistics). English here, as ICU messages; French, Kinyarwanda and Swahili
 * in `locales/<language>.po`, loaded with the page. They are read by lookup
 * (`useMessageText`), so the first download carries no formatter. Each section
 * below the fold keeps its words in its folder's messages.ts, with its own
 * catalog (`sections/locales`). Strings quoted by SPEC.md are kept exactly.
 * Brand facts (name, contacts, hours, social links) come from the platform
 * configuration, never from here; platform facts from `./content`.
 */
export const landingMessages = /* @__PURE__ */ defineMessages('landing', {
  common: {
    opensInNewTab: '(opens in a new tab)',
    loading: 'Loading…',
    close: 'Close',
  },
  nav: {
    label: 'Main navigation',
    home: 'Home',
    about: 'About',
    services: 'Services',
    howItWorks: 'How It Works',
    elearning: 'Elearning',
    jobPortal: 'Job Portal',
    trendingJobs: 'Trending Jobs',
    testimonials: 'Testimonials',
    login: 'Login',
    register: 'Get Started',
    logout: 'Logout',
    welcome: 'Welcome, {firstName}!',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menuTitle: 'Menu',
    signedInAs: 'Signed in as',
    homeLink: '{brand}, home',
    language: 'Language',
  },
  hero: {
    eyebrow: "Africa's Leading Career Transformation Platform",
    claim: 'Transform your career with live coaching, practical training and real jobs',
    description:
      'Live video coaching, training in business, technology, finance and leadership, skills assessments, blockchain-verified certificates and a job portal, built for students, teachers, job seekers and employers across Africa.',
    getStarted: 'Get Started',
    watchDemo: 'Watch Demo',
  },
  floating: {
    contact: 'Contact us',
    scrollToTop: 'Back to top',
  },
});
