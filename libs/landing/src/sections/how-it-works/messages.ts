import { defineMessages } from '@intambwe/i18n';

/** How it works section (its catalog: sections/locales). */
export const howItWorksMessages = /* @__PURE__ */ defineMessages('landing.howItWorks', {
  eyebrow: 'How It Works',
  title: 'Your path from learning to earning',
  subtitle: 'Five steps that thousands of learners have already taken.',
  step: 'Step {number}',
});
