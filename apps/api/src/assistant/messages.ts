import { defineMessages } from '@intambwe/i18n/core';

/**
 * Every sentence the built-in assistant says to people, the words it knows each
 * topic by (`keywords`: searched, never shown) and the account help it knows by
 * heart, as ICU messages in English. French, Kinyarwanda and Swahili are in
 * `apps/api/data/locales/assistant.<language>.po` (read and compiled once per
 * language, see languages.ts; `npm run i18n:check` lists what is missing).
 * Facts about programs, steps, platforms and statistics come from the shared
 * platform facts (@intambwe/platform-facts) in the same language; brand facts
 * (contacts, hours, names) from the brand.
 *
 * For translators: keywords are the words people type about the topic in your
 * language, separated by spaces (several forms of a word are welcome: "emploi
 * emplois"); links are Markdown, `[label](/path)`: translate the label, keep the path.
 */
export const assistantMessageTree = /* @__PURE__ */ defineMessages('assistant', {
  /** Source titles shown under an answer. */
  sources: {
    about: 'About us',
    services: 'Our programs',
    howItWorks: 'How it works',
    platforms: 'Our platforms',
    contact: 'Contact us',
    testimonials: 'Success stories',
    register: 'Create an account',
    login: 'Sign in',
    forgotPassword: 'Reset your password',
    selectRole: 'Choose your role',
    privacy: 'Privacy policy',
    terms: 'Terms of service',
    interviewCoach: 'AI Interview Coach',
    jobPortalJobs: '{portal}: open jobs',
    elearningCourses: '{elearning}: all courses',
    course: 'Enrol: {title}',
  },

  /** Suggestions offered after answers (each is sent as a question when clicked: keep them short questions or topics). */
  suggest: {
    howItWorks: 'How does it work?',
    programs: 'What programs do you offer?',
    findJobs: 'Show me open jobs',
    jobsInKigali: 'Jobs in Kigali',
    remoteJobs: 'Remote jobs',
    internships: 'Internships',
    jobSearchTips: 'Job search tips',
    courses: 'Course recommendations',
    beginnerCourses: 'Beginner courses',
    freeCourses: 'Free courses',
    createAccount: 'How do I create an account?',
    resetPassword: 'How do I reset my password?',
    chooseRole: 'Which role should I choose?',
    googleSignIn: 'Sign in with Google',
    contact: 'Contact support',
    hours: 'What are your opening hours?',
    platforms: 'Tell me about your platforms',
    statistics: 'What results do you have?',
    certificates: 'Do I get a certificate?',
    pricing: 'How much does it cost?',
    mission: 'What is your mission?',
    tvet: 'TVET programs',
    platformHelp: 'Platform help',
    employers: 'I want to hire',
  },

  about: {
    title: 'About {brand}',
    keywords:
      'about who are you what is this tell me more overview company platform intambwe career coaching training what do you do services offer africa rwanda kigali headquarters',
  },

  vision: {
    title: 'Vision, mission and values',
    keywords: 'vision mission values core values purpose goal believe principles integrity partnerships professionalism customer centered',
    vision: 'Vision: {text}',
    mission: 'Mission: {text}',
    values: 'Core values:',
  },

  statistics: {
    title: 'Our results in numbers',
    keywords:
      'statistics numbers results impact how many students trained graduates success rate job placement rate partner companies partners countries satisfaction rating salary growth achievements proof track record',
  },

  howItWorks: {
    title: 'How it works',
    keywords: 'how it works how does it work steps process get started getting started start begin journey first step what happens next how does the platform work',
    intro: 'Here is how it works, in five steps:',
  },

  platforms: {
    title: 'Our two platforms',
    keywords: 'platforms platform elearning e-learning learning site job portal jobs site sister sites where do i go after sign in which platform',
    intro: 'We run two platforms, and you are sent to the right one after signing in:',
    /** Who each platform is for. */
    forElearning: 'students and teachers',
    forJobPortal: 'job seekers and employers',
    /** A line of the list: {link} is the platform's name as a link, {title} its kind ('E-Learning Platform'). */
    line: '{link} ({title}, for {audience}): {description}',
    /** The start of one platform's answer ({title} in lower case: 'e-learning platform'). */
    one: '{link}, our {title} for {audience}: {description}',
  },

  services: {
    title: 'Our program fields',
    keywords: 'programs program fields services catalog catalogue training what do you offer what can i study coaching areas categories list all programs',
    intro: 'We offer programs in {count, plural, one {# field} other {# fields}}. Pick one to see its programs:',
    /** {tags}: the tags of every program card, as a list in lower case ('live sessions and certification'). */
    tags: 'Every program includes {tags}.',
  },

  field: {
    programsOf: '{title} has {count, plural, one {# program} other {# programs}}:',
    keywords: 'programs',
  },

  program: {
    partOf: '{name} is one of our {field} programs.',
  },

  contact: {
    title: 'Contact us',
    keywords:
      'contact contacts email mail phone telephone call number whatsapp reach talk speak human person support help desk customer service address office location located where are you visit',
    text: 'You can reach us by email at {contactEmail} (support: {supportEmail}) or by phone at {phone}. Our office: {address}. You can also write to us through the [contact form](/contact).',
  },

  hours: {
    title: 'Business hours',
    keywords:
      'hours opening hours open close closed time times when available business hours working hours schedule weekend saturday sunday weekday monday friday today',
    intro: 'Our business hours (Central Africa Time):',
  },

  pricing: {
    title: 'Prices',
    keywords: 'cost costs price prices pricing fee fees how much pay payment expensive cheap affordable free money dollars',
    range:
      'Prices depend on the course: our public courses currently go from {min} ({minTitle}) to {max} ({maxTitle}). Each course shows its price before you enrol.',
    noCourses: 'Prices depend on the course, and each course shows its price before you enrol.',
    coaching: 'For coaching packages or services for your organization, write to {email} and we will send you a quote.',
  },

  certificates: {
    title: 'Certificates',
    keywords: 'certificate certificates certification certified diploma proof verify verified blockchain credential credentials',
    text: 'Every program includes certification: when you complete it you earn a blockchain-verified certificate that employers can check. Earning certificates is step four of how it works.',
  },

  assessments: {
    title: 'Assessments',
    keywords: 'assessment assessments test tests psychometric skills assessment personality aptitude evaluate evaluation strengths',
    text: 'We offer psychometric and skills assessments: they show your strengths and the skills to improve, and guide which programs and jobs fit you. Assessing and improving your skills is step three of how it works.',
  },

  coaching: {
    title: 'Live coaching and interview practice',
    keywords:
      'coaching coach live video mentor mentoring mentorship one on one session sessions interview practice ai interview coach career advice counselling',
    text: 'Our coaches work with you in live video sessions, and every program includes live sessions. To practise for interviews, try the [AI Interview Coach](/app/interviews).',
  },

  jobTips: {
    title: 'Job search tips',
    keywords:
      'job search tips advice find a job get hired cv resume interview tips apply application how to get a job prepare preparation career advice',
    text: `A few tips that work on our platform:
- Complete your profile and take a skills assessment, so you know which roles fit you.
- Tailor your CV to each job and list the skills the employer asks for.
- Prepare for interviews: the course Interview Confidence in 5 Days and the AI Interview Coach help you practise.
- Check {portal} often: jobs are updated every hour, and jobs marked Urgent close within 7 days.
- Ask for job preparation coaching if you want a coach at your side.`,
  },

  employers: {
    title: 'For employers',
    keywords:
      'employer employers hire hiring recruit recruiting recruitment post a job advertise vacancy candidates talent company business organization staff',
    text: 'To hire, create an account with the Employer role: after signing in you are taken to {portal}, our job portal for job seekers and employers. Our Job Portal Career Services programs also include recruitment support.',
  },

  testimonials: {
    title: 'Success stories',
    keywords: 'testimonials reviews success stories graduates alumni feedback opinions experiences does it work',
    text: 'Our graduates share their stories in the testimonials section: what they studied, where they work now and how their salary changed.',
  },

  privacy: {
    title: 'Privacy and terms',
    keywords: 'privacy data personal data gdpr terms conditions cookies security safe delete account',
    text: 'Our privacy policy explains which personal data we keep and why; the terms of service and cookie policy are on their own pages.',
  },

  greeting: {
    title: 'Hello',
    keywords: 'hello hi hey hallo good morning good afternoon good evening greetings bonjour salut muraho mwaramutse habari jambo',
    text: "Hello! I'm the {brand} assistant. Ask me about our programs, courses, jobs, your account, or how to reach us.",
  },

  thanks: {
    title: 'Thanks',
    keywords: 'thanks thank you thx great ok okay cool merci murakoze asante bye goodbye',
    text: "You're welcome! Ask me anything else whenever you need.",
  },

  help: {
    title: 'Platform help',
    keywords: 'help platform help assist assistance support how to use the site what can you do guide navigate confused lost problem question',
    text: `Here is what I can help with on {brand}:
- Programs, courses and certificates
- Open jobs by place, skill or type
- Your account: signing up, signing in, Google sign-in, roles and password resets
- How it works, our platforms, contacts and opening hours`,
  },

  account: {
    register: {
      title: 'Create an account',
      keywords: 'register registration sign up signup create an account new account join open an account membership',
      text: 'To create an account, open [Register](/register) and enter your first name, last name and email, choose your role (student, teacher, job seeker or employer) and pick a password. The password needs at least 8 characters with an uppercase letter, a lowercase letter and a number. Accept the terms and press Create Account, or use Continue with Google instead.',
    },
    signIn: {
      title: 'Sign in',
      keywords: 'sign in signin log in login logon access my account enter cannot sign in can not login credentials email and password',
      text: 'To sign in, open [Login](/login) and enter your email and password (at least 6 characters), or use Continue with Google. After signing in you are sent to your platform according to your role.',
    },
    resetPassword: {
      title: 'Reset your password',
      keywords:
        'reset password forgot password forgotten lost password change password new password recover recovery locked out mot de passe',
      text: 'Forgot your password? Open [Forgot password](/forgot-password) and enter your email: we send you a link to set a new password. The link works once and expires after one hour; the new password needs at least 8 characters with an uppercase letter, a lowercase letter and a number. No email? Check your spam folder, or press Resend Email.',
    },
    roles: {
      title: 'Choose your role',
      keywords:
        'role roles choose a role which role select role student teacher instructor job seeker employer difference account type who should i pick',
      text: `There are four roles:
- Student: learn with courses and coaching on {elearning}.
- Teacher/Instructor: teach and run courses on {elearning}.
- Job Seeker: find and apply for jobs on {portal}.
- Employer: post jobs and find candidates on {portal}.
You choose your role when you register, or after your first sign-in with Google.`,
    },
    google: {
      title: 'Sign in with Google',
      keywords: 'google gmail google account continue with google sign in with google one tap social login',
      text: 'Press Continue with Google on the sign-in or registration page. The first time, you then choose your role (student, teacher, job seeker or employer); after that, Google signs you straight in. If the Google window does not open, allow popups for this site.',
    },
    logout: {
      title: 'Sign out',
      keywords: 'logout log out sign out signout leave exit',
      text: 'To sign out, press Logout in the navigation bar (in the menu on small screens).',
    },
  },

  jobs: {
    title: 'Job listings',
    summary: 'Current vacancies across Africa for job seekers.',
    keywords:
      'job jobs work vacancy vacancies position positions hiring career opportunities offers full time part time contract internship internships remote freelance emploi emplois travail stage kazi akazi',
    matching: 'Open jobs matching {what}:',
    latest: 'Here are the latest open jobs:',
    noneMatching: "I couldn't find open jobs matching {what} right now. Here are the latest openings:",
    noneAtAll: 'There are no open jobs listed right now. Jobs are updated every hour: please check {portal} again soon.',
    updatedHourly: 'Jobs are updated every hour; see them all on {portal}.',
    more: '…and {count} more.',
  },

  courses: {
    title: 'Courses',
    keywords:
      'course courses class classes lesson lessons learn learning study training tutorial recommend recommendation recommendations suggest cours formation amasomo kozi',
    matching: 'Courses matching {what}:',
    popular: 'Our most popular courses right now:',
    noneMatching: "I couldn't find a course matching {what}. Here are our most popular courses:",
    noneAtAll: 'No courses are published right now. Please check {elearning} again soon.',
    related: 'Related program field: {field}.',
    summary: 'Courses for students and teachers on our e-learning platform, with prices, levels and durations.',
    /** A course's price when it costs nothing (also the word people type for it: 'free courses'). */
    free: 'Free',
    more: '…and {count} more.',
  },

  /** Words about open jobs and courses read from the database (their titles and descriptions stay as written). */
  live: {
    /** SPEC §5: a job whose employer gave no company and no name. */
    noEmployer: 'Company Name Not Available',
    jobTypes: {
      full_time: 'Full Time',
      part_time: 'Part Time',
      contract: 'Contract',
      internship: 'Internship',
      remote: 'Remote',
      freelance: 'Freelance',
    },
    levels: {
      beginner: 'Beginner',
      intermediate: 'Intermediate',
      advanced: 'Advanced',
    },
    /** SPEC §5: a course's duration, under 7 days in days, under 30 in weeks, otherwise months. */
    days: '{count, plural, one {# day} other {# days}}',
    weeks: '{count, plural, one {# week} other {# weeks}}',
    months: '{count, plural, one {# month} other {# months}}',
    rating: 'rated {rating}/5',
    job: '{title} at {employer}, {location} ({type}). Skills: {skills}.',
    applyOn: 'Apply on {href}',
    enrolAt: 'Enrol at {href}',
    /** A word of the question, quoted in a sentence ('Open jobs matching “kigali”'). */
    quoted: '“{word}”',
  },

  related: 'You may also like:',

  /** How facts are laid out ('Vision: …', 'Saturday: 9:00 AM - 4:00 PM'): keep the values, punctuate as your language does. */
  format: {
    labelled: '{label}: {text}',
    heading: '{title}:',
  },

  clarify: {
    text: "I'm not sure I understood that. I'm the {brand} assistant: I can help with our programs and courses, open jobs, your account, how it works, and our contacts and opening hours. Could you tell me a bit more about what you are looking for?",
  },
});
