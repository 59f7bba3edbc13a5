/** Platforms section. English first; other languages come through the same keys. */
export const platformsMessages = {
  eyebrow: 'Our Platforms',
  title: 'Two platforms, one career journey',
  subtitle: 'Learn on our e-learning platform, then get hired through our job portal, with coaching at every step.',
  features: 'Features',
  visit: (name: string) => `Visit ${name}`,
} as const;
