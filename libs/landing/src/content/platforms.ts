/**
 * The two sister platforms' cards (SPEC §3 "Static platform card"). `link`
 * names which configured platform URL the card points to: URLs differ per
 * deployment, so they come from the public configuration, never from here.
 */
export type SisterPlatformId = 'elearning' | 'jobPortal';

export interface PlatformCard {
  id: SisterPlatformId;
  title: string;
  description: string;
  features: readonly string[];
  buttonText: string;
  /** Which configured URL the card links to (`elearningUrl` or `jobPortalUrl`). */
  link: SisterPlatformId;
  coaching: {
    title: string;
    details: readonly string[];
  };
}

export const PLATFORM_CARDS: readonly PlatformCard[] = [
  {
    id: 'elearning',
    title: 'E-Learning Platform',
    description: 'Live coaching, courses and assessments for students and teachers, built for phones and costly mobile data.',
    features: [
      'Live video coaching sessions with expert coaches',
      'Courses in business, technology, finance and leadership',
      'Psychometric and skills assessments',
      'Blockchain-verified certificates',
      'Low-data lessons you can follow on any phone',
    ],
    buttonText: 'Start Learning',
    link: 'elearning',
    coaching: {
      title: 'Academic & Professional Coaching',
      details: ['Weekly live group sessions', 'One-to-one study and career coaching', 'Professional development for teachers'],
    },
  },
  {
    id: 'jobPortal',
    title: 'Job Portal',
    description:
      'Curated jobs across Africa, updated every hour, with the coaching that helps job seekers get hired and employers hire well.',
    features: [
      'Curated jobs, updated every hour',
      'CV builder and profile reviews',
      'AI interview coach',
      'Verified employers and fair job adverts',
      'Job alerts by email',
    ],
    buttonText: 'Find Jobs',
    link: 'jobPortal',
    coaching: {
      title: 'Job Readiness Coaching',
      details: ['CV and cover letter reviews', 'Mock interviews with feedback', 'Salary negotiation guidance'],
    },
  },
];
