import { defineMessages } from '@intambwe/i18n/core';

/**
 * The platform facts in words (SPEC §1-§3): about texts, core values, the
 * five steps, the two platform cards, the 15 fields, the first field's
 * programs. English here; French, Kinyarwanda and Swahili in
 * `locales/<language>.po` beside this module (the landing page loads that
 * catalog with its sections, the server's assistant at start). The data modules beside this
 * one (program-fields.ts, platforms.ts...) give each fact its place and read
 * its words from here in the language asked for.
 */
export const factMessages = /* @__PURE__ */ defineMessages('facts', {
  /** SPEC §2: the two tags of every program card. */
  programTags: { liveSessions: 'Live Sessions', certification: 'Certification' },
  /** Opening hours in languages other than English (English shows the configured text). */
  hours: {
    dayRange: '{first} to {last}',
    timeRange: '{opens} to {closes} {zone}',
    closed: 'Closed',
  },
  about: {
    summary:
      "Headquartered in Kigali, Rwanda, we are Africa's career transformation platform: live video coaching, training programs in business advisory, technology, finance and leadership, psychometric and skills assessments, blockchain-verified certificates and a job portal, in one place for students, teachers, job seekers and employers.",
    vision:
      'To be the most trusted career transformation platform in Africa, where every learner and job seeker can turn their skills into meaningful, well-paid work.',
    mission:
      'To equip students, teachers, job seekers and businesses across Africa with live coaching, practical training, verified credentials and direct access to opportunity, affordably and on any device.',
  },
  values: {
    'customer-centered': {
      title: 'Customer-Centered',
      description: 'We design every program around the goals, languages and realities of the people we serve.',
    },
    partnerships: {
      title: 'Partnerships',
      description: 'We work with employers, schools, governments and communities, because careers are built together.',
    },
    integrity: {
      title: 'Integrity',
      description: 'We are honest about outcomes, protect personal data and issue certificates that can be trusted.',
    },
    professionalism: {
      title: 'Professionalism',
      description: 'We hold our coaches, content and service to high, measurable standards.',
    },
  },
  steps: {
    register: {
      title: 'Register & Create Your Profile',
      description:
        'Sign up free as a student, teacher, job seeker or employer, and tell us your goals, skills and the languages you work in.',
    },
    learn: {
      title: 'Access Training & Courses',
      description:
        'Join live video coaching and self-paced courses in business, technology, finance and leadership, designed to work on any phone.',
    },
    assess: {
      title: 'Assess & Improve Your Skills',
      description:
        'Take psychometric and skills assessments, get a personal development plan and track your progress with your coach.',
    },
    certify: {
      title: 'Earn Certificates',
      description: 'Receive blockchain-verified certificates that employers can check instantly, anywhere in the world.',
    },
    grow: {
      title: 'Achieve Career Growth',
      description:
        'Apply to curated jobs on our job portal, prepare with interview coaching and grow your income and responsibilities.',
    },
  },
  platforms: {
    elearning: {
      title: 'E-Learning Platform',
      description: 'Live coaching, courses and assessments for students and teachers, built for phones and costly mobile data.',
      buttonText: 'Start Learning',
      features: {
        f1: 'Live video coaching sessions with expert coaches',
        f2: 'Courses in business, technology, finance and leadership',
        f3: 'Psychometric and skills assessments',
        f4: 'Blockchain-verified certificates',
        f5: 'Low-data lessons you can follow on any phone',
      },
      coachingTitle: 'Academic & Professional Coaching',
      coachingDetails: {
        d1: 'Weekly live group sessions',
        d2: 'One-to-one study and career coaching',
        d3: 'Professional development for teachers',
      },
    },
    job_portal: {
      title: 'Job Portal',
      description:
        'Curated jobs across Africa, updated every hour, with the coaching that helps job seekers get hired and employers hire well.',
      buttonText: 'Find Jobs',
      features: {
        f1: 'Curated jobs, updated every hour',
        f2: 'CV builder and profile reviews',
        f3: 'AI interview coach',
        f4: 'Verified employers and fair job adverts',
        f5: 'Job alerts by email',
      },
      coachingTitle: 'Job Readiness Coaching',
      coachingDetails: {
        d1: 'CV and cover letter reviews',
        d2: 'Mock interviews with feedback',
        d3: 'Salary negotiation guidance',
      },
    },
  },
  fields: {
    'student-academic-coaching': {
      title: 'Student Academic Coaching',
      description:
        'Exam preparation, study skills and guidance for secondary and university students, so they learn with confidence and choose studies that lead to real careers.',
    },
    'job-portal-career-services': {
      title: 'Job Portal Career Services',
      description:
        'Everything between training and a signed contract: CVs, interviews, job search strategy and recruitment support for employers, connected to our job portal.',
    },
    'technology-digital-solutions': {
      title: 'Technology & Digital Solutions',
      description:
        'Practical software, cloud, security and digital skills for the fast-growing tech ecosystems of Kigali, Nairobi, Lagos and beyond.',
    },
    'data-analytics': {
      title: 'Data & Analytics',
      description:
        'Collect, analyse and present data that drives decisions in business, government, health and development programmes.',
    },
    'business-management-entrepreneurship': {
      title: 'Business Management & Entrepreneurship',
      description: 'Start, run and grow businesses that create jobs, with business advisory coaching from idea to export.',
    },
    'finance-accounting': {
      title: 'Finance & Accounting',
      description:
        'Bookkeeping, reporting, tax and financial planning skills that employers, SMEs and cooperatives across Africa need.',
    },
    'project-management': {
      title: 'Project Management',
      description:
        'Deliver projects on time and on budget, from donor-funded programmes to software and construction, with recognised methods.',
    },
    'leadership-executive-coaching': {
      title: 'Leadership & Executive Coaching',
      description:
        'Coaching for new supervisors, senior managers and public leaders who want to lead people and organisations well.',
    },
    'professional-certifications': {
      title: 'Professional Certifications',
      description: 'Coached preparation for internationally recognised certifications that open doors to better-paid roles.',
    },
    'hr-legal-compliance': {
      title: 'HR & Legal Compliance',
      description:
        'People management and workplace law for HR officers, managers and business owners, grounded in East and West African labour codes.',
    },
    'communication-language': {
      title: 'Communication & Language',
      description: 'Speak, write and present with impact in English, French, Kiswahili and Kinyarwanda, at work and in exams.',
    },
    'creative-design': {
      title: 'Creative & Design',
      description: "Turn creativity into income with design, media and content skills for Africa's growing creative economy.",
    },
    'health-wellness-coaching': {
      title: 'Health & Wellness Coaching',
      description: 'Wellbeing at work and in the community: stress management, first aid, nutrition and care skills.',
    },
    'specialized-industries': {
      title: 'Specialized Industries',
      description:
        'Sector programmes for tourism, energy, mining, logistics, banking and agriculture, the industries hiring across the continent.',
    },
    'tvet-development-programs': {
      title: 'TVET Development Programs',
      description:
        'Hands-on technical and vocational training with workshop practice and assessment against national TVET competency standards.',
    },
  },
  firstFieldPrograms: {
    p1: {
      name: 'National Exam Preparation (S3 & S6)',
      description:
        "Revision plans, timed past-paper practice and live coaching for Rwanda's O-Level and A-Level national examinations, with KCSE, UCE and WAEC tracks for learners in the region.",
    },
    p2: {
      name: 'Study Skills & Time Management',
      description:
        'Evidence-based note-taking, spaced revision and weekly planning routines that help students learn more in less time and keep up with homework.',
    },
    p3: {
      name: 'STEM Tutoring: Mathematics, Physics & Chemistry',
      description:
        'Small-group sessions that turn difficult topics into step-by-step problem solving, aligned with the competence-based curriculum.',
    },
    p4: {
      name: 'University Application & Scholarship Coaching',
      description:
        'Choose programmes, write a strong personal statement and prepare applications for national bursaries and scholarships such as the Mastercard Foundation Scholars Program.',
    },
    p5: {
      name: 'Subject Combination & Career Guidance',
      description:
        'An interests and aptitude assessment followed by one-to-one guidance on A-Level combinations and university majors that lead to employable careers.',
    },
    p6: {
      name: 'Academic English & French',
      description:
        'Reading, essay writing and oral presentation skills in the languages of instruction, for learners moving between Kinyarwanda, Kiswahili, English and French.',
    },
    p7: {
      name: 'Digital Literacy for Students',
      description:
        'Safe internet use, online research, documents, spreadsheets and presentations for school projects and e-learning on a phone or shared computer.',
    },
    p8: {
      name: 'Research & Dissertation Writing',
      description:
        "From choosing a topic to methodology, referencing and defence preparation, for final-year undergraduate and master's students.",
    },
  },
});
