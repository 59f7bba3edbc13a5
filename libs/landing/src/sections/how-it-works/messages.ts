/** How it works section. English first; other languages come through the same keys. */
export const howItWorksMessages = {
  eyebrow: 'How It Works',
  title: 'Your path from learning to earning',
  subtitle: 'Five steps that thousands of learners have already taken.',
  step: (n: number) => `Step ${n}`,
} as const;
