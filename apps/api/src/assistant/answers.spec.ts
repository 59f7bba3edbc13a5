import { aboutStatistics, aboutTexts, howItWorksSteps, loadProgramCatalog, programFields } from '@intambwe/platform-facts';
import { defaultBrand } from '@intambwe/contract';
import { demoCourses } from '../db/seed-data/courses.js';
import { demoJobs } from '../db/seed-data/jobs.js';
import { seedDemoData } from '../db/seed.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';
import { assistantAsker } from '../test-support/assistant.js';
import { englishAssistantMessages } from './languages.js';

const ABOUT_STATISTICS = aboutStatistics('en');
const HOW_IT_WORKS_STEPS = howItWorksSteps('en');
const MISSION = aboutTexts('en').mission;
const PROGRAM_FIELDS = programFields('en');

/**
 * Questions people actually type (typos, plain words, other languages), each
 * with the facts its answer must state. The facts are read from the same
 * sources the assistant uses (demo data, brand, platform facts), and every
 * question goes through POST /api/ai/chat: the real search over the real index.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.database.db);
});
afterAll(async () => ctx.close());

const ask = assistantAsker(() => ctx, 20);

const openJobs = demoJobs.filter((job) => job.status === 'open' && (job.deadlineInDays === null || job.deadlineInDays >= 0));
const jobTitles = (where: (job: (typeof demoJobs)[number]) => boolean) => openJobs.filter(where).map((job) => job.title);
const published = demoCourses.filter((course) => course.isPublished);
const byPrice = [...published].sort((a, b) => a.price - b.price);
const mostEnrolled = [...published].sort((a, b) => b.enrollmentCount - a.enrollmentCount)[0];
const closedKigaliJob = demoJobs.find((job) => job.status === 'closed' && job.location.includes('Kigali'));
const tvet = PROGRAM_FIELDS.find((field) => field.id === 'tvet-development-programs');
const brand = defaultBrand;
const enrolLink = /\/course\/[0-9a-f-]{36}\/enroll/;

interface Row {
  question: string;
  /** Facts the answer must state (text or a pattern). */
  facts: () => Array<string | RegExp>;
  /** What it must not say (closed jobs, wrong level...). */
  not?: () => string[];
}

const kigaliJobs = () => jobTitles((job) => job.location.includes('Kigali'));

const table: Row[] = [
  { question: 'jobs in kigali', facts: kigaliJobs, not: () => [closedKigaliJob?.title ?? '(none)'] },
  { question: 'any jobs in kigalli?', facts: kigaliJobs, not: () => [closedKigaliJob?.title ?? '(none)'] },
  { question: 'emplois à Kigali', facts: kigaliJobs },
  { question: 'jobs in nairobi', facts: () => jobTitles((job) => job.location.includes('Nairobi')) },
  { question: 'kazi nairobi', facts: () => jobTitles((job) => job.location.includes('Nairobi')) },
  { question: 'remote jobs', facts: () => jobTitles((job) => job.jobType === 'remote') },
  { question: 'are there any internships', facts: () => jobTitles((job) => job.jobType === 'internship') },
  { question: 'python jobs', facts: () => jobTitles((job) => job.skills.includes('Python')) },
  { question: 'part time work', facts: () => jobTitles((job) => job.jobType === 'part_time') },
  { question: 'nursing jobs in arusha', facts: () => jobTitles((job) => job.location.includes('Arusha')) },
  { question: 'jobs in cairo', facts: () => ["couldn't find open jobs matching", openJobs[0].title] },
  { question: 'how do i reset my pasword', facts: () => ['/forgot-password', 'one hour'] },
  { question: 'I forgot my password', facts: () => ['/forgot-password'] },
  { question: 'what are your opening hours', facts: () => brand.businessHours.map((slot) => `${slot.days}: ${slot.hours}`) },
  { question: 'are you open on sunday', facts: () => ['Sunday: Closed'] },
  { question: 'whats your phone number', facts: () => [brand.phone] },
  { question: 'email for support', facts: () => [brand.supportEmail] },
  { question: 'where is your office', facts: () => [brand.address] },
  { question: 'contact and opening hours', facts: () => [brand.phone, brand.businessHours[1].hours] },
  { question: 'how do i create an account', facts: () => ['/register', 'role', '8 characters'] },
  { question: 'how to sign up with google', facts: () => ['Continue with Google', 'role'] },
  { question: 'which role should i choose', facts: () => ['Student', 'Teacher', 'Job Seeker', 'Employer', brand.platforms.elearning.name, brand.platforms.jobPortal.name] },
  { question: 'how can my company post a job and hire', facts: () => ['Employer', brand.platforms.jobPortal.name] },
  { question: 'how does it work', facts: () => HOW_IT_WORKS_STEPS.map((step) => step.title) },
  { question: 'how many students have you trained', facts: () => [ABOUT_STATISTICS.find((stat) => /students/i.test(stat.label))?.value ?? '?'] },
  { question: 'what is your job placement rate', facts: () => [ABOUT_STATISTICS.find((stat) => /placement/i.test(stat.label))?.value ?? '?'] },
  { question: 'what is your mission', facts: () => [MISSION] },
  { question: 'what is intambwe', facts: () => ['Kigali, Rwanda', 'job portal'] },
  { question: 'what is the elearning platform', facts: () => [brand.platforms.elearning.name, 'students and teachers'] },
  { question: 'tvet programs?', facts: () => [tvet?.title ?? '?'] },
  { question: 'leadership coaching', facts: () => ['Leadership & Executive Coaching'] },
  { question: 'do i get a certificate', facts: () => ['blockchain-verified'] },
  { question: 'how much does it cost', facts: () => [`$${byPrice.at(-1)?.price}`, 'Free', 'free'] },
  { question: 'do you have data analysis courses', facts: () => ['Data Analysis with Python', enrolLink] },
  { question: 'cyber security course', facts: () => ['Cybersecurity Fundamentals', enrolLink] },
  { question: 'project managment course', facts: () => ['Project Management Essentials (PMP Prep)'] },
  { question: 'beginer courses', facts: () => ['Beginner', enrolLink], not: () => ['Intermediate'] },
  { question: 'free courses', facts: () => published.filter((course) => course.price === 0).map((course) => course.title) },
  { question: 'Course recommendations', facts: () => [mostEnrolled.title, enrolLink] },
  { question: 'Job search tips', facts: () => ['interview', 'CV'] },
  { question: 'hello', facts: () => ['assistant'] },
  { question: 'xqzv plok wubbel', facts: () => ['not sure I understood'] },
];

describe('the built-in assistant answers real questions from real knowledge', () => {
  it.each(table.map((row) => [row.question, row] as const))('%s', async (_question, row) => {
    const answer = await ask(row.question);
    for (const fact of row.facts()) {
      if (typeof fact === 'string') expect(answer.message).toContain(fact);
      else expect(answer.message).toMatch(fact);
    }
    for (const wrong of row.not?.() ?? []) expect(answer.message).not.toContain(wrong);
    expect(answer.suggestions.length).toBeGreaterThanOrEqual(2);
    expect(answer.suggestions.length).toBeLessThanOrEqual(4);
    expect(answer.suggestions).not.toContain(row.question);
  });

  it('cites what it used: landing anchors, the job portal, enrolment pages', async () => {
    expect((await ask('how does it work')).sources).toContainEqual({ title: 'How it works', href: '/#how-it-works' });
    expect((await ask('tvet programs')).sources).toContainEqual(expect.objectContaining({ href: '/#services' }));
    expect((await ask('jobs in kigali')).sources).toContainEqual(expect.objectContaining({ href: 'https://jobs.example.com/jobs' }));
    const courses = await ask('data analysis courses');
    expect(courses.sources.some((source) => /^https:\/\/learn\.example\.com\/course\/[0-9a-f-]{36}\/enroll$/.test(source.href))).toBe(true);
  });

  it('lists the programs of a field from the shared catalog', async () => {
    const { programCatalog } = await loadProgramCatalog();
    const answer = await ask('tvet programs');
    for (const program of programCatalog('en')['tvet-development-programs']) expect(answer.message).toContain(program.name);
  });

  it('answers every suggestion it offers, and the widget\'s (SPEC §8), without asking to clarify', async () => {
    const offered = [...Object.values(englishAssistantMessages().suggest), 'Tell me more', 'Platform help', 'Course recommendations', 'Job search tips', 'Contact support'];
    for (const suggestion of offered) {
      const answer = await ask(suggestion);
      expect({ suggestion, clarifies: answer.message.includes('not sure I understood') }).toEqual({ suggestion, clarifies: false });
    }
  });

  it('never answers with an empty message', async () => {
    for (const question of ['?', '...', 'a', 'the and of', '12345']) {
      const answer = await ask(question);
      expect(answer.message.trim().length).toBeGreaterThan(20);
      expect(answer.suggestions.length).toBeGreaterThanOrEqual(2);
    }
  });
});
