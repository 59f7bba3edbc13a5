import { defineMessages } from '@intambwe/i18n';

/** About section (its catalog: sections/locales). */
export const aboutMessages = /* @__PURE__ */ defineMessages('landing.about', {
  eyebrow: 'About Us',
  title: 'Empowering Africa’s workforce, one step at a time',
  vision: 'Our Vision',
  mission: 'Our Mission',
  coreValues: 'Our Core Values',
  statisticsLabel: 'Our reach',
});
