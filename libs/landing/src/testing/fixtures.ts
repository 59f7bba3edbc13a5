import type { Course, JobListItem, User } from '@intambwe/contract';

/** Fixed clock for card rules in component tests and stories: 10 March 2026, noon UTC. */
export const FIXED_NOW = Date.parse('2026-03-10T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(FIXED_NOW + days * DAY).toISOString();

/** Jobs covering every display rule: salary or not, employer fallbacks, urgent, curated, +N skills, a job to drop. */
export const sampleJobs: JobListItem[] = [
  {
    _id: 'job-1',
    title: 'Junior Software Developer',
    employer: { company: 'Umurava Tech Hub' },
    location: 'Kigali, Rwanda',
    salary: { min: 600000, max: 900000, currency: 'RWF' },
    jobType: 'full_time',
    createdAt: at(0),
    applicationDeadline: at(5),
    skills: ['JavaScript', 'React', 'Node.js', 'SQL', 'Git'],
    isCurated: true,
  },
  {
    _id: 'job-2',
    title: 'Customer Success Associate',
    employer: { company: null, firstName: 'Grace', lastName: 'Mukamana' },
    location: 'Kigali, Rwanda',
    salary: null,
    jobType: 'part_time',
    createdAt: at(-1),
    applicationDeadline: at(20),
    skills: ['Customer Service', 'Kinyarwanda', 'CRM'],
    isCurated: false,
  },
  {
    _id: 'job-3',
    title: 'Data Analyst',
    employer: {},
    location: 'Nairobi, Kenya',
    salary: { min: 150000, max: 250000, currency: 'KES' },
    jobType: 'contract',
    createdAt: at(-3),
    applicationDeadline: null,
    skills: ['Python', 'SQL', 'Power BI', 'Excel'],
    isCurated: false,
  },
  { _id: null, title: 'A job without an id is never shown' },
];

export const jobsAnswer = (jobs: JobListItem[] = sampleJobs) => ({ body: { success: true, data: jobs } });

export const sampleCourses: Course[] = [
  {
    _id: 'course-1',
    title: 'Full-Stack Web Development Bootcamp',
    description: 'From HTML to deployed React and Node.js apps, with weekly live code reviews.',
    category: 'Technology',
    level: 'Beginner',
    price: 149,
    duration: 84,
    rating: 4.8,
    enrollmentCount: 3120,
    tags: ['JavaScript', 'React', 'Node.js', 'Git', 'Career'],
    instructor: { firstName: 'Eric', lastName: 'Mugisha' },
  },
  {
    _id: 'course-2',
    title: 'Interview Confidence in 5 Days',
    description: 'Answer behavioural questions with the STAR method.',
    category: 'Career Readiness',
    level: 'Beginner',
    price: 0,
    duration: 5,
    rating: null,
    enrollmentCount: 4210,
    tags: ['Interviews'],
    instructor: { firstName: 'Grace', lastName: 'Uwase' },
  },
  {
    _id: 'course-3',
    title: 'Excel for Everyday Work',
    description: 'Formulas, tables, charts and pivot tables for reports.',
    category: 'Data & Analytics',
    level: 'Beginner',
    price: 19.5,
    duration: 14,
    rating: 4.5,
    enrollmentCount: 3560,
    tags: ['Excel', 'Reporting'],
    instructor: { firstName: 'Fatou', lastName: 'Diop' },
  },
];

export const coursesAnswer = (courses: Course[] = sampleCourses) => ({
  body: { success: true, data: { courses, pagination: { page: 1, limit: 6, total: courses.length, pages: 1 } } },
});

/** A signed-in person for tests and stories. */
export const testUser: User = {
  _id: 'user-1',
  firstName: 'Aline',
  lastName: 'Uwase',
  email: 'aline.uwase@example.com',
  role: 'student',
  isEmailVerified: true,
};
