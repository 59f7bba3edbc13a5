import { defineMessages } from '@intambwe/i18n';

/** Guided tour of Watch Demo (catalog: sections/locales). */
export const demoMessages = /* @__PURE__ */ defineMessages('landing.demo', {
  title: 'A quick tour of the platform',
  description: 'Five short steps, no video needed: see what you can do once you join.',
  stepOf: 'Step {step} of {total}',
  previous: 'Previous',
  next: 'Next',
  finish: 'Start now',
  close: 'Close the tour',
  steps: {
    profile: {
      title: 'Create your profile in two minutes',
      text: 'Choose your role (student, teacher, job seeker or employer), add your goals and the languages you work in. Your dashboard adapts to you.',
      point1: 'Free to join',
      point2: 'Works on any phone',
      point3: 'English, French, Kinyarwanda or Swahili',
    },
    coaching: {
      title: 'Join live coaching sessions',
      text: 'Book small-group or one-to-one video sessions with coaches, or follow low-data audio and slides when the connection is weak.',
      point1: 'Weekly live sessions',
      point2: 'Recordings to catch up',
      point3: 'Ask questions in the chat',
    },
    skills: {
      title: 'Measure your skills',
      text: 'Psychometric and skills assessments show your strengths and gaps, and turn them into a personal learning plan.',
      point1: 'Personality and interests',
      point2: 'Job-specific skills tests',
      point3: 'Progress you can track',
    },
    certificates: {
      title: 'Earn verified certificates',
      text: 'Finish a program and receive a blockchain-verified certificate that any employer can check online in seconds.',
      point1: 'Tamper-proof',
      point2: 'Shareable link',
      point3: 'Recognised by partner companies',
    },
    jobs: {
      title: 'Get hired through the job portal',
      text: 'Apply to curated jobs updated every hour, prepare with interview coaching and follow every application in one place.',
      point1: 'Curated, verified jobs',
      point2: 'Interview coaching',
      point3: 'Alerts when new jobs match you',
    },
  },
});
