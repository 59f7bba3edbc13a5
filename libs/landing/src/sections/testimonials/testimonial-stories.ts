import { defineMessages } from '@intambwe/i18n';

/**
 * The testimonials' stories in words (SPEC §3): English here, the other
 * languages in the sections' catalog (`../locales/<language>.po`). Their ids
 * keep the `landing.content.testimonials` prefix the catalogs already use.
 */
export const testimonialStories = /* @__PURE__ */ defineMessages('landing.content', {
  testimonials: {
    'aline-uwase': {
      role: 'Junior Software Developer',
      location: 'Kigali, Rwanda',
      quote:
        'I studied accounting but always wanted to build software. The live code reviews every week kept me going, and my coach helped me turn my projects into a portfolio that got me hired.',
      achievement: 'Hired three weeks after finishing the program',
      course: 'Full-Stack Web Development',
      salaryOutcome: '+60% salary',
    },
    'chinedu-okafor': {
      role: 'Data Analyst',
      location: 'Lagos, Nigeria',
      quote:
        'The Python course used real African datasets, not toy examples. Within two months I was building the dashboards my managers now use every Monday.',
      achievement: 'Moved from sales support into analytics',
      course: 'Data Analysis with Python',
      salaryOutcome: '+45% salary',
    },
    'wanjiru-kamau': {
      role: 'HR Manager',
      location: 'Nairobi, Kenya',
      quote:
        'The labour law and people management coaching gave me the confidence to rebuild our HR policies. My CEO noticed, and so did my payslip.',
      achievement: 'Promoted to HR Manager',
      course: 'CIPD People Management',
      salaryOutcome: '+35% salary',
    },
    'jean-paul-habimana': {
      role: 'Founder',
      location: 'Huye, Rwanda',
      quote:
        'My coach challenged every number in my business plan. That pitch won us seed funding, and we now roast and export coffee from our own hills.',
      achievement: 'Raised seed funding and hired 8 people',
      course: 'Business Plan & Pitch Coaching',
      salaryOutcome: 'Revenue tripled in a year',
    },
    'amina-juma': {
      role: 'Project Coordinator',
      location: 'Dar es Salaam, Tanzania',
      quote:
        'Studying for the PMP while working full time felt impossible until I joined the evening live sessions. I passed on my first attempt.',
      achievement: 'PMP certified on the first attempt',
      course: 'PMP Certification Preparation',
      salaryOutcome: '+50% salary',
    },
    'kwame-mensah': {
      role: 'Lead Solar Technician',
      location: 'Kumasi, Ghana',
      quote:
        'The hands-on solar training and the certificate opened the door. Today I lead a team of installers bringing power to rural schools.',
      achievement: 'Leads a team of five installers',
      course: 'Solar PV Installation & Maintenance',
      salaryOutcome: 'Income doubled',
    },
  },
});
