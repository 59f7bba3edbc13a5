/** The visitor-only section. English first; other languages come through the same keys. */
export const visitorMessages = {
  eyebrow: 'Join for free',
  title: 'Ready to start your career journey?',
  text: 'Create your free account to book live coaching, take a skills assessment and apply to curated jobs, all from your phone.',
  benefits: ['Free account, no card needed', 'Personal learning plan', 'Job alerts that match your skills'],
  createAccount: 'Create Free Account',
  haveAccount: 'Already have an account?',
  login: 'Login',
} as const;
