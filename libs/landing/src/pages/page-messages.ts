/**
 * Text of the pages behind the footer links. `{brand}`, `{contactEmail}` and
 * `{supportEmail}` are filled from the platform configuration. Anything in
 * "[To be confirmed: …]" is a placeholder for a fact only the company can
 * supply (legal entity, registration, addresses); the page highlights it so
 * it cannot ship unnoticed.
 */
export interface PageSection {
  heading: string;
  paragraphs?: readonly string[];
  list?: readonly string[];
}

export interface InfoPageContent {
  title: string;
  intro: string;
  sections: readonly PageSection[];
}

export const pageMessages = {
  backHome: 'Back to home',
  lastUpdated: 'Last updated: 22 November 2026',
  placeholderNote: 'Highlighted text marks details still to be confirmed by the company.',
  otherPages: 'More information',
  documentTitle: (page: string, brand: string) => `${page} | ${brand}`,

  terms: {
    title: 'Terms of Service',
    intro:
      'These terms govern your use of the {brand} website, e-learning platform and job portal. By creating an account or using our services you agree to them.',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          '{brand} is operated by [To be confirmed: registered legal entity name], a company registered in Rwanda under number [To be confirmed: company registration number], with its registered office at [To be confirmed: registered office address].',
        ],
      },
      {
        heading: 'Your account',
        list: [
          'You must give accurate information when you register and keep it up to date.',
          'Keep your password secret; you are responsible for activity on your account.',
          'You must be at least 16 years old, or have the consent of a parent or guardian.',
          'Choose the role that describes you (student, teacher, job seeker or employer); it decides which platform you are sent to.',
        ],
      },
      {
        heading: 'Using our services',
        list: [
          'Use the platforms for lawful learning, teaching, job seeking and recruitment only.',
          'Do not copy, resell or share paid course content without permission.',
          'Employers must post real, lawful vacancies and must not charge candidates any fee to apply.',
          'Do not upload harmful code, spam, or content that is abusive, discriminatory or misleading.',
        ],
      },
      {
        heading: 'Courses, coaching and certificates',
        paragraphs: [
          'Course descriptions, prices and schedules are shown before you enrol. Certificates are issued when you meet the completion criteria of a program and can be verified online. We may revoke a certificate obtained by cheating or fraud.',
        ],
      },
      {
        heading: 'Payments and refunds',
        paragraphs: [
          'Prices are shown in US dollars unless stated otherwise. Refund conditions are shown on each paid program; where none are shown, you may ask for a full refund within 7 days of enrolment if you have completed less than 20% of the program.',
        ],
      },
      {
        heading: 'Job listings',
        paragraphs: [
          'We curate job listings but do not guarantee any job, interview or salary. Statements of results on our website describe past learners and are not promises about your own outcome.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          'We provide our services with reasonable care and skill. Nothing in these terms limits liability that cannot be limited by law. Otherwise our total liability to you is limited to the amount you paid us in the 12 months before the claim.',
        ],
      },
      {
        heading: 'Changes and governing law',
        paragraphs: [
          'We will tell you by email or on the website before material changes take effect. These terms are governed by the laws of the Republic of Rwanda, and the courts of Kigali have jurisdiction.',
          'Questions about these terms: {contactEmail}.',
        ],
      },
    ],
  } satisfies InfoPageContent,

  privacy: {
    title: 'Privacy Policy',
    intro:
      'This policy explains what personal data {brand} collects, why, how long we keep it and the rights you have. We process personal data in line with Rwanda’s Law No 058/2021 relating to the protection of personal data and privacy, and the data protection laws of the other countries we serve.',
    sections: [
      {
        heading: 'Controller',
        paragraphs: [
          'The data controller is [To be confirmed: registered legal entity name], [To be confirmed: registered office address]. Our data protection contact is [To be confirmed: data protection officer name], reachable at {supportEmail}.',
        ],
      },
      {
        heading: 'What we collect',
        list: [
          'Account data: first and last name, email address, role and, if you sign in with Google, your profile picture.',
          'Learning and career data: courses, assessment results, certificates and job applications.',
          'Messages you send us through the contact form, and your email if you subscribe to the newsletter.',
          'Technical data needed to run the service securely, such as IP address and request logs.',
        ],
      },
      {
        heading: 'Why we use it',
        list: [
          'To create and secure your account and send you to the right platform for your role.',
          'To deliver courses, coaching, assessments and certificates.',
          'To match you with jobs and share your application with the employers you apply to.',
          'To answer your messages and, if you subscribed, to send the newsletter.',
          'To prevent fraud and abuse and to meet our legal obligations.',
        ],
      },
      {
        heading: 'Sharing',
        paragraphs: [
          'We never sell personal data. We share it only with employers you apply to, with service providers who host and operate our platforms under contract, and with authorities when the law requires. Where data leaves Rwanda, we use safeguards the law requires.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Account data is kept while your account is open and deleted within 12 months after you close it, except certificates (kept so they stay verifiable) and records we must keep by law.',
        ],
      },
      {
        heading: 'Your rights',
        list: [
          'Access the personal data we hold about you and get a copy.',
          'Correct inaccurate data, or ask us to delete it.',
          'Object to or restrict some processing, and withdraw consent at any time.',
          'Complain to the National Cyber Security Authority (NCSA) in Rwanda or to your national data protection authority.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: ['Write to {supportEmail} to exercise your rights. We answer within 30 days.'],
      },
    ],
  } satisfies InfoPageContent,

  cookies: {
    title: 'Cookie Policy',
    intro:
      '{brand} keeps the amount of data stored on your device to the minimum needed for the site to work. We use no advertising or tracking cookies.',
    sections: [
      {
        heading: 'What we store on your device',
        list: [
          'token: keeps you signed in (removed when you log out).',
          'refreshToken: renews your session without asking for your password again (removed when you log out).',
          'user: your name, email and role, so the page can greet you before the server answers (removed when you log out).',
          'theme-preference: whether you chose the light or dark theme.',
        ],
        paragraphs: [
          'These are stored in your browser’s local storage rather than as cookies, are strictly necessary or remember a choice you made, and are never shared with third parties.',
        ],
      },
      {
        heading: 'Third parties',
        paragraphs: [
          'If you choose “Continue with Google”, Google may set its own cookies under Google’s privacy policy. The sister platforms (e-learning and job portal) publish their own cookie policies.',
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          'You can clear stored data at any time in your browser settings; you will then be signed out and the theme will follow your system setting again.',
        ],
      },
    ],
  } satisfies InfoPageContent,

  accessibility: {
    title: 'Accessibility Statement',
    intro:
      '{brand} wants everyone to be able to learn and find work with us, including people who use assistive technology, small screens or slow connections.',
    sections: [
      {
        heading: 'Our standard',
        paragraphs: [
          'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Every page is checked with automated accessibility tests before it is released, and we test key journeys with the keyboard and screen readers.',
        ],
      },
      {
        heading: 'What you can expect',
        list: [
          'Every action works with a keyboard, with a visible focus indicator and a “Skip to main content” link.',
          'Form fields have labels, and errors are described in text.',
          'Colour contrast meets AA in both the light and the dark theme.',
          'Moving content, such as the testimonials carousel, can be paused and does not move on its own if your device asks for reduced motion.',
          'Pages work at 360 px wide and when text is enlarged to 200%.',
        ],
      },
      {
        heading: 'Known limitations',
        list: [
          'Some course materials from partner instructors may not yet have captions or transcripts; ask us and we will provide them.',
          'The site is currently available in English; French, Kinyarwanda and Swahili versions are in preparation.',
        ],
      },
      {
        heading: 'Tell us about a problem',
        paragraphs: [
          'If something is hard to use, write to {supportEmail} and tell us the page and what happened. We reply within two business days.',
        ],
      },
    ],
  } satisfies InfoPageContent,

  security: {
    title: 'Security',
    intro: 'How {brand} protects your account and data, and how to report a vulnerability.',
    sections: [
      {
        heading: 'How we protect your account',
        list: [
          'Passwords are never stored: we keep only a salted, memory-hard hash (scrypt).',
          'Sessions use short-lived signed tokens; refresh tokens are single-use and rotated.',
          'Password reset links expire after one hour and work only once.',
          'Sign-in and password reset are rate-limited to slow down guessing attacks.',
          'All traffic is encrypted with HTTPS.',
        ],
      },
      {
        heading: 'Keeping yourself safe',
        list: [
          'Use a password you do not use anywhere else.',
          'We will never ask for your password by email, phone or WhatsApp.',
          'Employers on our job portal never charge fees to apply; report any that do.',
        ],
      },
      {
        heading: 'Report a vulnerability',
        paragraphs: [
          'If you believe you have found a security issue, email {supportEmail} with the subject “Security”. Please give us reasonable time to fix it before disclosing it and do not access other people’s data. We will acknowledge your report within three business days.',
        ],
      },
    ],
  } satisfies InfoPageContent,

  about: {
    title: 'About us',
    intro: '',
    sections: [],
    vision: 'Our Vision',
    mission: 'Our Mission',
    values: 'Our Core Values',
    reach: 'Our reach',
    company: 'The company',
    companyText: '{brand} is a trading name of [To be confirmed: registered legal entity name], headquartered in Kigali, Rwanda.',
  },

  support: {
    title: 'Support',
    intro: 'Answers to common questions, and how to reach a person when you need one.',
    sections: [
      {
        heading: 'Signing in',
        list: [
          'Forgot your password? Use “Forgot your password” on the sign-in page; the link in the email works for one hour.',
          'Signed up with Google? Use “Continue with Google” to sign in.',
          'After signing in you are sent to the platform for your role: e-learning for students and teachers, the job portal for job seekers and employers.',
        ],
      },
      {
        heading: 'Courses and certificates',
        list: [
          'Live sessions are listed on your e-learning dashboard; recordings appear within 24 hours.',
          'Certificates are issued when you complete a program and can be verified online by any employer.',
        ],
      },
      {
        heading: 'Jobs and applications',
        list: [
          'New jobs are added every hour; turn on job alerts in your job portal profile.',
          'Employers never charge a fee to apply. Report any that do.',
        ],
      },
    ],
    hours: 'Business hours',
    reachUs: 'Reach a person',
    emailUs: 'Email support',
    contactForm: 'Use the contact form',
  },

  contact: {
    title: 'Contact us',
    intro: 'Questions about programs, partnerships, hiring or your account? Send us a message or use the details below.',
    sections: [],
    details: 'Contact details',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    hours: 'Business hours',
    form: 'Send us a message',
  },
} as const;
