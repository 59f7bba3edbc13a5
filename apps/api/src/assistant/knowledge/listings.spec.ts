import { defaultPublicConfig, type Course, type Job } from '@intambwe/contract';
import { priceText as cardPrice } from '@intambwe/listings';
import { testContext } from '../../test-support/knowledge.js';
import { assistantMessages } from '../languages.js';
import {
  courseEntry,
  durationText,
  employerOf,
  jobEntry,
  jobTypeText,
  levelText,
  listingDocuments,
  priceText,
} from './listings.js';
import { knowledgeSettings, speechIn } from './settings.js';

const en = assistantMessages('en');
const settings = knowledgeSettings(defaultPublicConfig);
const job = (over: Partial<Job> = {}): Job => ({
  _id: 'j1',
  title: 'Junior Software Developer',
  employer: { company: 'Umurava Tech Hub' },
  location: 'Kigali, Rwanda',
  jobType: 'full_time',
  createdAt: '2026-03-01T00:00:00.000Z',
  skills: ['JavaScript', 'React'],
  isCurated: true,
  ...over,
});
const course = (over: Partial<Course> = {}): Course => ({
  _id: 'c1',
  title: 'Excel for Everyday Work',
  description: 'Formulas and tables.',
  category: 'Data & Analytics',
  level: 'Beginner',
  price: 19,
  duration: 3,
  enrollmentCount: 10,
  tags: ['Excel'],
  instructor: { firstName: 'Grace', lastName: 'Okafor' },
  ...over,
});

describe("the listing rules in the assistant's words (@intambwe/listings)", () => {
  it.each([
    { employer: { company: 'Umurava Tech Hub', firstName: 'Aline' }, expected: 'Umurava Tech Hub' },
    { employer: { firstName: 'Aline', lastName: 'Uwase' }, expected: 'Aline Uwase' },
    { employer: {}, expected: en.live.noEmployer },
  ])('employer $employer -> $expected', ({ employer, expected }) => {
    expect(employerOf(job({ employer }), en)).toBe(expected);
  });

  it.each([
    { days: 3, expected: '3 days' },
    { days: 14, expected: '2 weeks' },
    { days: 60, expected: '2 months' },
  ])('duration $days -> $expected', ({ days, expected }) => {
    expect(durationText(days, en)).toBe(expected);
  });

  it.each([
    { type: 'full_time', expected: 'Full Time' },
    { type: 'seasonal', expected: 'Seasonal' },
    { type: 'night_shift', expected: 'Night Shift' },
  ])('job type $type -> $expected', ({ type, expected }) => {
    expect(jobTypeText(type, en)).toBe(expected);
  });

  it.each([
    { level: 'Beginner', locale: 'en' as const, expected: 'Beginner' },
    { level: 'Expert', locale: 'en' as const, expected: 'Expert' },
    { level: 'Advanced', locale: 'fr' as const, expected: assistantMessages('fr').live.levels.advanced },
  ])('level $level ($locale) -> $expected', ({ level, locale, expected }) => {
    expect(levelText(level, assistantMessages(locale))).toBe(expected);
  });

  it('says a free course is free, and any other price as the landing page does', () => {
    expect(priceText(0)).toBe('Free');
    expect(priceText(149)).toBe('$149');
    expect(priceText(1200)).toBe('$1,200');
    expect(priceText(149, speechIn('fr'))).toBe(cardPrice(149, 'fr'));
  });
});

describe('live documents', () => {
  it('a job: its facts in a sentence, searchable by the database words and ours', () => {
    const entry = jobEntry(job(), settings, speechIn('fr'));
    expect(entry.id).toBe('job-j1');
    expect(entry.keywords).toContain('Full Time');
    expect(entry.keywords).toContain(assistantMessages('fr').live.jobTypes.full_time);
    expect(entry.sources[0]?.href).toBe(`${settings.jobPortalUrl}/jobs`);
  });

  it('a course: level, duration and price in the label, its enrol page as source', () => {
    const entry = courseEntry(course({ price: 0 }), settings);
    expect(entry.text).toBe('Excel for Everyday Work (Data & Analytics, Beginner, 3 days, Free): Formulas and tables.');
    expect(entry.keywords.endsWith('free')).toBe(true);
    expect(entry.sources[0]?.href).toBe(`${settings.elearningUrl}/course/c1/enroll`);
  });

  it('the two live-data topics point at the platforms', async () => {
    const context = await testContext();
    expect(listingDocuments(context).map((doc) => [doc.id, doc.sources[0]?.href])).toEqual([
      ['jobs', `${context.settings.jobPortalUrl}/jobs`],
      ['courses', `${context.settings.elearningUrl}/courses`],
    ]);
  });
});
