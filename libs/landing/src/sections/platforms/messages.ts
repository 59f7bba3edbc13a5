import { defineMessages } from '@intambwe/i18n';

/** Platforms section (its catalog: sections/locales). */
export const platformsMessages = /* @__PURE__ */ defineMessages('landing.platforms', {
  eyebrow: 'Our Platforms',
  title: 'Two platforms, one career journey',
  subtitle: 'Learn on our e-learning platform, then get hired through our job portal, with coaching at every step.',
  features: 'Features',
  visit: 'Visit {name}',
});
