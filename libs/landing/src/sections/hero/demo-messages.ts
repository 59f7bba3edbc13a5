/** Guided tour of Watch Demo. English first; other languages come through the same keys. */
export const demoMessages = {
  title: 'A quick tour of the platform',
  description: 'Five short steps, no video needed: see what you can do once you join.',
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  previous: 'Previous',
  next: 'Next',
  finish: 'Start now',
  close: 'Close the tour',
  steps: [
    {
      title: 'Create your profile in two minutes',
      text: 'Choose your role (student, teacher, job seeker or employer), add your goals and the languages you work in. Your dashboard adapts to you.',
      points: ['Free to join', 'Works on any phone', 'English, French, Kinyarwanda or Swahili'],
    },
    {
      title: 'Join live coaching sessions',
      text: 'Book small-group or one-to-one video sessions with coaches, or follow low-data audio and slides when the connection is weak.',
      points: ['Weekly live sessions', 'Recordings to catch up', 'Ask questions in the chat'],
    },
    {
      title: 'Measure your skills',
      text: 'Psychometric and skills assessments show your strengths and gaps, and turn them into a personal learning plan.',
      points: ['Personality and interests', 'Job-specific skills tests', 'Progress you can track'],
    },
    {
      title: 'Earn verified certificates',
      text: 'Finish a program and receive a blockchain-verified certificate that any employer can check online in seconds.',
      points: ['Tamper-proof', 'Shareable link', 'Recognised by partner companies'],
    },
    {
      title: 'Get hired through the job portal',
      text: 'Apply to curated jobs updated every hour, prepare with interview coaching and follow every application in one place.',
      points: ['Curated, verified jobs', 'Interview coaching', 'Alerts when new jobs match you'],
    },
  ],
} as const;
