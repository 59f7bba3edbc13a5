/** The about section's texts (SPEC §1): vision, mission and the four core values. */
export interface CoreValue {
  id: 'customer-centered' | 'partnerships' | 'integrity' | 'professionalism';
  title: string;
  description: string;
}

export const ABOUT_SUMMARY =
  "Headquartered in Kigali, Rwanda, we are Africa's career transformation platform: live video coaching, training programs in business advisory, technology, finance and leadership, psychometric and skills assessments, blockchain-verified certificates and a job portal, in one place for students, teachers, job seekers and employers.";

export const VISION =
  'To be the most trusted career transformation platform in Africa, where every learner and job seeker can turn their skills into meaningful, well-paid work.';

export const MISSION =
  'To equip students, teachers, job seekers and businesses across Africa with live coaching, practical training, verified credentials and direct access to opportunity, affordably and on any device.';

export const CORE_VALUES: readonly CoreValue[] = [
  {
    id: 'customer-centered',
    title: 'Customer-Centered',
    description: 'We design every program around the goals, languages and realities of the people we serve.',
  },
  {
    id: 'partnerships',
    title: 'Partnerships',
    description: 'We work with employers, schools, governments and communities, because careers are built together.',
  },
  {
    id: 'integrity',
    title: 'Integrity',
    description: 'We are honest about outcomes, protect personal data and issue certificates that can be trusted.',
  },
  {
    id: 'professionalism',
    title: 'Professionalism',
    description: 'We hold our coaches, content and service to high, measurable standards.',
  },
];
