/** The five steps of SPEC §2 "How it works", in order. */
export interface HowItWorksStep {
  id: 'register' | 'learn' | 'assess' | 'certify' | 'grow';
  title: string;
  description: string;
}

export const HOW_IT_WORKS_STEPS: readonly HowItWorksStep[] = [
  {
    id: 'register',
    title: 'Register & Create Your Profile',
    description:
      'Sign up free as a student, teacher, job seeker or employer, and tell us your goals, skills and the languages you work in.',
  },
  {
    id: 'learn',
    title: 'Access Training & Courses',
    description:
      'Join live video coaching and self-paced courses in business, technology, finance and leadership, designed to work on any phone.',
  },
  {
    id: 'assess',
    title: 'Assess & Improve Your Skills',
    description:
      'Take psychometric and skills assessments, get a personal development plan and track your progress with your coach.',
  },
  {
    id: 'certify',
    title: 'Earn Certificates',
    description: 'Receive blockchain-verified certificates that employers can check instantly, anywhere in the world.',
  },
  {
    id: 'grow',
    title: 'Achieve Career Growth',
    description:
      'Apply to curated jobs on our job portal, prepare with interview coaching and grow your income and responsibilities.',
  },
];
