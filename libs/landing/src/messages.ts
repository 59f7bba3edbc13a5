/**
 * The sentences of the first screen (navigation, hero, floating buttons); each
 * section below the fold keeps its own in its folder's messages.ts, so its
 * words travel with its code. Every string lives in one of these modules. English first; French, Kinyarwanda and
 * Swahili come through the same keys. Strings quoted by SPEC.md are kept exactly.
 * Brand facts (name, contacts, hours, social links) come from the platform
 * configuration, never from here; platform facts (programs, steps, statistics,
 * about texts) from '@intambwe/api-client'.
 */
export const landingMessages = {
  /** BCP 47 tag used for numbers and dates; travels with the translation. */
  locale: 'en',

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
    welcome: (firstName: string) => `Welcome, ${firstName}!`,
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menuTitle: 'Menu',
    signedInAs: 'Signed in as',
    homeLink: (brand: string) => `${brand}, home`,
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
} as const;

export type LandingMessages = typeof landingMessages;
