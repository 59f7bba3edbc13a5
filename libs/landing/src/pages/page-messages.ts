import { defineMessages } from '@intambwe/i18n';

/**
 * The words of the pages behind the footer links (/terms, /privacy, /cookies,
 * /accessibility, /security, /about, /support, /contact): English here, as ICU
 * messages; French, Kinyarwanda and Swahili in `locales/<language>.po` beside
 * this module (`landingPageCatalogs`), loaded with the pages.
 *
 * A policy page is `title`, `intro` and `sections`; each section a `heading`
 * and, in reading order, `paragraphs` (`p1`, `p2`...) and/or a `list` (`l1`,
 * `l2`...), so translators get one entry per paragraph or list item.
 *
 * Values the page fills in (see `usePageValues`): `{brand}`, `{contactEmail}`
 * and `{supportEmail}` from the platform configuration; the names of what the
 * site stores in the browser (`{tokenKey}`, `{refreshTokenKey}`, `{userKey}`,
 * `{themeKey}`), which are code, not words; `{skipLink}`, the skip link's own
 * label in the page's language.
 *
 * `<tbc>…</tbc>` marks a fact only the company can supply (legal entity,
 * registration, addresses): the page shows it highlighted as "[To be
 * confirmed: …]" so it cannot ship unnoticed. Translate the words inside the
 * tags and keep the tags.
 */
export const pageMessages = /* @__PURE__ */ defineMessages('landing.pages', {
  layout: {
    homeLink: '{brand}, home',
    backHome: 'Back to home',
    /** `{date}` is the date of the policies, written the way the page's language writes dates. */
    lastUpdated: 'Last updated: {date}',
    placeholderNote: 'Highlighted text marks details still to be confirmed by the company.',
    toBeConfirmed: '[To be confirmed: {detail}]',
    otherPages: 'More information',
    copyright: '© {year} {brand}. All rights reserved.',
  },

  terms: {
    title: 'Terms of Service',
    intro:
      'These terms govern your use of the {brand} website, e-learning platform and job portal. By creating an account or using our services you agree to them.',
    sections: {
      whoWeAre: {
        heading: 'Who we are',
        paragraphs: {
          p1: '{brand} is operated by <tbc>registered legal entity name</tbc>, a company registered in Rwanda under number <tbc>company registration number</tbc>, with its registered office at <tbc>registered office address</tbc>.',
        },
      },
      account: {
        heading: 'Your account',
        list: {
          l1: 'You must give accurate information when you register and keep it up to date.',
          l2: 'Keep your password secret; you are responsible for activity on your account.',
          l3: 'You must be at least 16 years old, or have the consent of a parent or guardian.',
          l4: 'Choose the role that describes you (student, teacher, job seeker or employer); it decides which platform you are sent to.',
        },
      },
      usingServices: {
        heading: 'Using our services',
        list: {
          l1: 'Use the platforms for lawful learning, teaching, job seeking and recruitment only.',
          l2: 'Do not copy, resell or share paid course content without permission.',
          l3: 'Employers must post real, lawful vacancies and must not charge candidates any fee to apply.',
          l4: 'Do not upload harmful code, spam, or content that is abusive, discriminatory or misleading.',
        },
      },
      courses: {
        heading: 'Courses, coaching and certificates',
        paragraphs: {
          p1: 'Course descriptions, prices and schedules are shown before you enrol. Certificates are issued when you meet the completion criteria of a program and can be verified online. We may revoke a certificate obtained by cheating or fraud.',
        },
      },
      payments: {
        heading: 'Payments and refunds',
        paragraphs: {
          p1: 'Prices are shown in US dollars unless stated otherwise. Refund conditions are shown on each paid program; where none are shown, you may ask for a full refund within 7 days of enrolment if you have completed less than 20% of the program.',
        },
      },
      jobs: {
        heading: 'Job listings',
        paragraphs: {
          p1: 'We curate job listings but do not guarantee any job, interview or salary. Statements of results on our website describe past learners and are not promises about your own outcome.',
        },
      },
      liability: {
        heading: 'Liability',
        paragraphs: {
          p1: 'We provide our services with reasonable care and skill. Nothing in these terms limits liability that cannot be limited by law. Otherwise our total liability to you is limited to the amount you paid us in the 12 months before the claim.',
        },
      },
      changes: {
        heading: 'Changes and governing law',
        paragraphs: {
          p1: 'We will tell you by email or on the website before material changes take effect. These terms are governed by the laws of the Republic of Rwanda, and the courts of Kigali have jurisdiction.',
          p2: 'Questions about these terms: {contactEmail}.',
        },
      },
    },
  },

  privacy: {
    title: 'Privacy Policy',
    intro:
      'This policy explains what personal data {brand} collects, why, how long we keep it and the rights you have. We process personal data in line with Rwanda’s Law No 058/2021 relating to the protection of personal data and privacy, and the data protection laws of the other countries we serve.',
    sections: {
      controller: {
        heading: 'Controller',
        paragraphs: {
          p1: 'The data controller is <tbc>registered legal entity name</tbc>, <tbc>registered office address</tbc>. Our data protection contact is <tbc>data protection officer name</tbc>, reachable at {supportEmail}.',
        },
      },
      collected: {
        heading: 'What we collect',
        list: {
          l1: 'Account data: first and last name, email address, role and, if you sign in with Google, your profile picture.',
          l2: 'Learning and career data: courses, assessment results, certificates and job applications.',
          l3: 'Messages you send us through the contact form, and your email if you subscribe to the newsletter.',
          l4: 'Technical data needed to run the service securely, such as IP address and request logs.',
        },
      },
      purposes: {
        heading: 'Why we use it',
        list: {
          l1: 'To create and secure your account and send you to the right platform for your role.',
          l2: 'To deliver courses, coaching, assessments and certificates.',
          l3: 'To match you with jobs and share your application with the employers you apply to.',
          l4: 'To answer your messages and, if you subscribed, to send the newsletter.',
          l5: 'To prevent fraud and abuse and to meet our legal obligations.',
        },
      },
      sharing: {
        heading: 'Sharing',
        paragraphs: {
          p1: 'We never sell personal data. We share it only with employers you apply to, with service providers who host and operate our platforms under contract, and with authorities when the law requires. Where data leaves Rwanda, we use safeguards the law requires.',
        },
      },
      retention: {
        heading: 'How long we keep it',
        paragraphs: {
          p1: 'Account data is kept while your account is open. When you delete your account it is erased as described below, except certificates (kept so they stay verifiable) and records we must keep by law.',
        },
      },
      deletion: {
        heading: 'Deleting your account',
        paragraphs: {
          p1: 'You can delete your account yourself on your account page (Delete my account), confirming with your password, or with a new Google sign-in if your account signs in with Google.',
        },
        list: {
          l1: 'At once, nobody can sign in to the account any more: your name, email address, password and Google link are removed from it.',
          l2: 'At once, your sessions on every device, your passkeys, your newsletter subscription and the messages you sent us through the contact form are deleted.',
          l3: 'At once, you are signed out of the e-learning platform and the job portal too.',
          l4: 'Within 30 days, a scheduled job erases what remains: the account record itself and the history of your sign-ins.',
        },
      },
      export: {
        heading: 'Downloading your data',
        paragraphs: {
          p1: 'On your account page, Download my data saves a JSON file of what we keep about your account: your account details, your sessions (the devices where you are signed in), the history of your sign-ins and account changes, your passkeys, your newsletter subscription and the messages you sent us through the contact form. It holds nothing about anyone else.',
        },
      },
      rights: {
        heading: 'Your rights',
        list: {
          l1: 'Access the personal data we hold about you and get a copy (Download my data, on your account page).',
          l2: 'Correct inaccurate data, delete your account (Delete my account, on your account page), or ask us to delete data.',
          l3: 'Object to or restrict some processing, and withdraw consent at any time.',
          l4: 'Complain to the National Cyber Security Authority (NCSA) in Rwanda or to your national data protection authority.',
        },
      },
      contact: {
        heading: 'Contact',
        paragraphs: {
          p1: 'Write to {supportEmail} to exercise your rights. We answer within 30 days.',
        },
      },
    },
  },

  cookies: {
    title: 'Cookie Policy',
    intro:
      '{brand} keeps the amount of data stored on your device to the minimum needed for the site to work. We use no advertising or tracking cookies.',
    sections: {
      stored: {
        heading: 'What we store on your device',
        list: {
          l1: '{tokenKey}: keeps you signed in (removed when you log out).',
          l2: '{refreshTokenKey}: renews your session without asking for your password again (removed when you log out).',
          l3: '{userKey}: your name, email and role, so the page can greet you before the server answers (removed when you log out).',
          l4: '{themeKey}: whether you chose the light or dark theme.',
          l5: '{languageKey}: the language you chose (English, French, Kinyarwanda or Swahili), so the site opens in it on your next visit.',
        },
        paragraphs: {
          p1: 'These are stored in your browser’s local storage, are strictly necessary or remember a choice you made, and are never shared with third parties.',
          p2: 'The language you choose is also kept in one small cookie, {languageKey}, so that our server can send you straight to the page in your language. It holds only the language code, is sent only to this site and expires after one year.',
        },
      },
      thirdParties: {
        heading: 'Third parties',
        paragraphs: {
          p1: 'If you choose “Continue with Google”, Google may set its own cookies under Google’s privacy policy. The sister platforms (e-learning and job portal) publish their own cookie policies.',
        },
      },
      choices: {
        heading: 'Your choices',
        paragraphs: {
          p1: 'You can clear stored data and cookies at any time in your browser settings; you will then be signed out, the theme will follow your system setting again and the site will follow your browser’s language.',
        },
      },
    },
  },

  accessibility: {
    title: 'Accessibility Statement',
    intro:
      '{brand} wants everyone to be able to learn and find work with us, including people who use assistive technology, small screens or slow connections.',
    sections: {
      standard: {
        heading: 'Our standard',
        paragraphs: {
          p1: 'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Every page is checked with automated accessibility tests before it is released, and we test key journeys with the keyboard and screen readers.',
        },
      },
      expectations: {
        heading: 'What you can expect',
        list: {
          l1: 'Every action works with a keyboard, with a visible focus indicator and a “{skipLink}” link.',
          l2: 'Form fields have labels, and errors are described in text.',
          l3: 'Colour contrast meets AA in both the light and the dark theme.',
          l4: 'Moving content, such as the testimonials carousel, can be paused and does not move on its own if your device asks for reduced motion.',
          l5: 'Pages work at 360 px wide and when text is enlarged to 200%.',
          l6: 'Every page is available in English, French, Kinyarwanda and Swahili, and tells your screen reader its language; choose yours at the top or bottom of any page.',
        },
      },
      limitations: {
        heading: 'Known limitations',
        list: {
          l1: 'Some course materials from partner instructors may not yet have captions or transcripts; ask us and we will provide them.',
        },
      },
      problems: {
        heading: 'Tell us about a problem',
        paragraphs: {
          p1: 'If something is hard to use, write to {supportEmail} and tell us the page and what happened. We reply within two business days.',
        },
      },
    },
  },

  security: {
    title: 'Security',
    intro: 'How {brand} protects your account and data, and how to report a vulnerability.',
    sections: {
      protection: {
        heading: 'How we protect your account',
        list: {
          l1: 'Passwords are never stored: we keep only a salted, memory-hard hash (scrypt).',
          l2: 'Sessions use short-lived signed tokens; refresh tokens are single-use and rotated.',
          l3: 'Password reset links expire after one hour and work only once.',
          l4: 'Sign-in and password reset are rate-limited to slow down guessing attacks.',
          l5: 'All traffic is encrypted with HTTPS.',
        },
      },
      staySafe: {
        heading: 'Keeping yourself safe',
        list: {
          l1: 'Use a password you do not use anywhere else.',
          l2: 'We will never ask for your password by email, phone or WhatsApp.',
          l3: 'Employers on our job portal never charge fees to apply; report any that do.',
        },
      },
      vulnerability: {
        heading: 'Report a vulnerability',
        paragraphs: {
          p1: 'If you believe you have found a security issue, email {supportEmail} with the subject “Security”. Please give us reasonable time to fix it before disclosing it and do not access other people’s data. We will acknowledge your report within three business days.',
        },
      },
    },
  },

  about: {
    title: 'About us',
    vision: 'Our Vision',
    mission: 'Our Mission',
    values: 'Our Core Values',
    reach: 'Our reach',
    company: 'The company',
    companyText: '{brand} is a trading name of <tbc>registered legal entity name</tbc>, headquartered in Kigali, Rwanda.',
  },

  support: {
    title: 'Support',
    intro: 'Answers to common questions, and how to reach a person when you need one.',
    sections: {
      signingIn: {
        heading: 'Signing in',
        list: {
          l1: 'Forgot your password? Use “Forgot your password” on the sign-in page; the link in the email works for one hour.',
          l2: 'Signed up with Google? Use “Continue with Google” to sign in.',
          l3: 'After signing in you are sent to the platform for your role: e-learning for students and teachers, the job portal for job seekers and employers.',
        },
      },
      courses: {
        heading: 'Courses and certificates',
        list: {
          l1: 'Live sessions are listed on your e-learning dashboard; recordings appear within 24 hours.',
          l2: 'Certificates are issued when you complete a program and can be verified online by any employer.',
        },
      },
      jobs: {
        heading: 'Jobs and applications',
        list: {
          l1: 'New jobs are added every hour; turn on job alerts in your job portal profile.',
          l2: 'Employers never charge a fee to apply. Report any that do.',
        },
      },
    },
    emailUs: 'Email support',
    contactForm: 'Use the contact form',
  },

  contact: {
    title: 'Contact us',
    intro: 'Questions about programs, partnerships, hiring or your account? Send us a message or use the details below.',
    form: 'Send us a message',
    details: 'Contact details',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    hours: 'Business hours',
  },
});

/** Every message of the pages' catalog (`locales/<language>.po` beside this module), for tools/i18n. */
export const pageMessageTree = pageMessages;
