import { defineMessages } from '@intambwe/i18n';

/** The visitor-only section (part of the first screen's catalog: it shows whoever is signed in, from the start). */
export const visitorMessages = /* @__PURE__ */ defineMessages('landing.visitor', {
  eyebrow: 'Join for free',
  title: 'Ready to start your career journey?',
  text: 'Create your free account to book live coaching, take a skills assessment and apply to curated jobs, all from your phone.',
  benefits: {
    free: 'Free account, no card needed',
    plan: 'Personal learning plan',
    alerts: 'Job alerts that match your skills',
  },
  createAccount: 'Create Free Account',
  haveAccount: 'Already have an account?',
  login: 'Login',
});
