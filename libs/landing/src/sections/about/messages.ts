/** About section. English first; other languages come through the same keys. */
export const aboutMessages = {
  eyebrow: 'About Us',
  title: 'Empowering Africa’s workforce, one step at a time',
  vision: 'Our Vision',
  mission: 'Our Mission',
  coreValues: 'Our Core Values',
  statisticsLabel: 'Our reach',
} as const;
