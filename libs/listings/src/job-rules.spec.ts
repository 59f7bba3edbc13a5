import type { JobListItem } from '@intambwe/contract';
import {
  daysUntil,
  deadlineText,
  employerName,
  isCurated,
  isUrgent,
  jobTypeLabel,
  keepDisplayableJobs,
  postingAge,
  salaryText,
  toJobCardView,
  visibleSkills,
} from './job-rules';
import { en } from './testing/english-texts';

/** A fixed clock: 10 March 2026, noon UTC. */
const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();

describe('keepDisplayableJobs (SPEC §5: _id and title required, first 6)', () => {
  const job = (id: string | null, title: string | null): JobListItem => ({ _id: id, title });
  it.each([
    { name: 'no answer', jobs: undefined, ids: [] },
    { name: 'an empty list', jobs: [], ids: [] },
    { name: 'drops a job without _id', jobs: [job(null, 'Analyst'), job('b', 'Driver')], ids: ['b'] },
    { name: 'drops a job without title', jobs: [job('a', ''), job('b', null), job('c', 'Nurse')], ids: ['c'] },
    {
      name: 'keeps the first 6 of 8',
      jobs: ['1', '2', '3', '4', '5', '6', '7', '8'].map((id) => job(id, `Job ${id}`)),
      ids: ['1', '2', '3', '4', '5', '6'],
    },
    {
      name: 'filters before counting to 6',
      jobs: [job(null, 'x'), ...['1', '2', '3', '4', '5', '6', '7'].map((id) => job(id, `Job ${id}`))],
      ids: ['1', '2', '3', '4', '5', '6'],
    },
  ])('$name', ({ jobs, ids }) => {
    expect(keepDisplayableJobs(jobs).map((kept) => kept._id)).toEqual(ids);
  });
});

describe('salaryText (SPEC §5)', () => {
  it.each([
    { salary: { min: 600000, max: 900000, currency: 'RWF' }, expected: 'RWF 600,000 - 900,000' },
    { salary: { min: 1200, max: 1800.5, currency: 'USD' }, expected: 'USD 1,200 - 1,800.5' },
    { salary: { min: 0, max: 50000, currency: 'KES' }, expected: 'KES 0 - 50,000' },
    { salary: { min: 600000, max: null, currency: 'RWF' }, expected: 'Competitive salary' },
    { salary: { min: null, max: 900000, currency: 'RWF' }, expected: 'Competitive salary' },
    { salary: { min: 600000, max: 900000, currency: null }, expected: 'Competitive salary' },
    { salary: { min: 600000, max: 900000, currency: '  ' }, expected: 'Competitive salary' },
    { salary: null, expected: 'Competitive salary' },
    { salary: undefined, expected: 'Competitive salary' },
  ])('$salary -> $expected', ({ salary, expected }) => {
    expect(salaryText(salary, 'en', en)).toBe(expected);
  });

  it('formats the numbers for the locale', () => {
    expect(salaryText({ min: 600000, max: 900000, currency: 'RWF' }, 'fr', en)).toBe('RWF 600\u202f000 - 900\u202f000');
  });
});

describe('employerName (SPEC §5)', () => {
  it.each([
    { employer: { company: 'Inyange Agri-Finance', firstName: 'Aline', lastName: 'Uwase' }, expected: 'Inyange Agri-Finance' },
    { employer: { company: null, firstName: 'Aline', lastName: 'Uwase' }, expected: 'Aline Uwase' },
    { employer: { company: '  ', firstName: 'Aline', lastName: 'Uwase' }, expected: 'Aline Uwase' },
    { employer: { firstName: 'Aline' }, expected: 'Aline' },
    { employer: { lastName: 'Uwase' }, expected: 'Uwase' },
    { employer: {}, expected: 'Company Name Not Available' },
    { employer: null, expected: 'Company Name Not Available' },
    { employer: undefined, expected: 'Company Name Not Available' },
  ])('$employer -> $expected', ({ employer, expected }) => {
    expect(employerName(employer, en)).toBe(expected);
  });
});

describe('postingAge (SPEC §5, fixed clock)', () => {
  it.each([
    { createdAt: at(0), expected: 'Today' },
    { createdAt: at(-23 * HOUR), expected: 'Today' },
    { createdAt: at(-DAY), expected: '1 day ago' },
    { createdAt: at(-47 * HOUR), expected: '1 day ago' },
    { createdAt: at(-2 * DAY), expected: '2 days ago' },
    { createdAt: at(-30 * DAY - HOUR), expected: '30 days ago' },
    { createdAt: at(3 * HOUR), expected: 'Today' },
    { createdAt: 'not a date', expected: null },
    { createdAt: null, expected: null },
  ])('$createdAt -> $expected', ({ createdAt, expected }) => {
    expect(postingAge(createdAt, NOW, en)).toBe(expected);
  });
});

describe('deadlineText (SPEC §5)', () => {
  it.each([
    { deadline: '2026-03-15T12:00:00.000Z', locale: 'en', expected: 'Mar 15, 2026' },
    { deadline: '2026-03-15T12:00:00.000Z', locale: 'fr', expected: '15 mars 2026' },
    { deadline: '2026-12-01T08:00:00.000Z', locale: 'en-GB', expected: '1 Dec 2026' },
    { deadline: null, locale: 'en', expected: 'Not specified' },
    { deadline: undefined, locale: 'en', expected: 'Not specified' },
    { deadline: '', locale: 'en', expected: 'Not specified' },
    { deadline: 'soon', locale: 'en', expected: 'Not specified' },
  ])('$deadline ($locale) -> $expected', ({ deadline, locale, expected }) => {
    expect(deadlineText(deadline, { locale, timeZone: 'Africa/Kigali', texts: en })).toBe(expected);
  });
});

describe('isUrgent (SPEC §5: more than 0 and at most 7 whole days ahead, floor)', () => {
  it.each([
    { name: 'passed yesterday', deadline: at(-DAY), days: -1, urgent: false },
    { name: 'in 12 hours (floor 0)', deadline: at(12 * HOUR), days: 0, urgent: false },
    { name: 'in exactly 1 day', deadline: at(DAY), days: 1, urgent: true },
    { name: 'in 1.5 days', deadline: at(36 * HOUR), days: 1, urgent: true },
    { name: 'in 5 days', deadline: at(5 * DAY), days: 5, urgent: true },
    { name: 'in exactly 7 days', deadline: at(7 * DAY), days: 7, urgent: true },
    { name: 'in 7 days and 23 hours (floor 7)', deadline: at(7 * DAY + 23 * HOUR), days: 7, urgent: true },
    { name: 'in 8 days', deadline: at(8 * DAY), days: 8, urgent: false },
    { name: 'no deadline', deadline: null, days: null, urgent: false },
    { name: 'an unreadable deadline', deadline: 'next week', days: null, urgent: false },
  ])('$name', ({ deadline, days, urgent }) => {
    expect(daysUntil(deadline, NOW)).toBe(days);
    expect(isUrgent(deadline, NOW)).toBe(urgent);
  });
});

describe('isCurated (SPEC §5)', () => {
  it.each([
    { isCurated: true, expected: true },
    { isCurated: false, expected: false },
    { isCurated: null, expected: false },
    { isCurated: undefined, expected: false },
  ])('$isCurated -> $expected', ({ isCurated: flag, expected }) => {
    expect(isCurated({ isCurated: flag })).toBe(expected);
  });
});

describe('visibleSkills (SPEC §5: at most 3, then +N)', () => {
  it.each([
    { skills: ['JavaScript', 'React', 'Node.js', 'SQL', 'Git'], shown: ['JavaScript', 'React', 'Node.js'], hidden: 2 },
    { skills: ['Excel', 'SQL', 'Power BI', 'Python'], shown: ['Excel', 'SQL', 'Power BI'], hidden: 1 },
    { skills: ['Excel', 'SQL', 'Power BI'], shown: ['Excel', 'SQL', 'Power BI'], hidden: 0 },
    { skills: ['Driving'], shown: ['Driving'], hidden: 0 },
    { skills: [], shown: [], hidden: 0 },
    { skills: null, shown: [], hidden: 0 },
    { skills: ['', 'Welding', ' '], shown: ['Welding'], hidden: 0 },
  ])('$skills', ({ skills, shown, hidden }) => {
    expect(visibleSkills(skills)).toEqual({ shown, hidden });
  });
});

describe('jobTypeLabel (SPEC §3: underscores, title-cased)', () => {
  it.each([
    { jobType: 'full_time', expected: 'Full Time' },
    { jobType: 'part_time', expected: 'Part Time' },
    { jobType: 'contract', expected: 'Contract' },
    { jobType: 'INTERNSHIP', expected: 'Internship' },
    { jobType: 'temporary_full_time', expected: 'Temporary Full Time' },
    { jobType: '_remote_', expected: 'Remote' },
    { jobType: '', expected: null },
    { jobType: null, expected: null },
  ])('$jobType -> $expected', ({ jobType, expected }) => {
    expect(jobTypeLabel(jobType, en)).toBe(expected);
  });
});

describe('toJobCardView', () => {
  it('puts every rule together for one card', () => {
    const view = toJobCardView(
      {
        _id: 'j1',
        title: 'Junior Software Developer',
        employer: { company: 'Umurava Tech Hub' },
        location: 'Kigali, Rwanda',
        salary: { min: 600000, max: 900000, currency: 'RWF' },
        jobType: 'full_time',
        createdAt: at(-2 * DAY),
        applicationDeadline: at(5 * DAY),
        skills: ['JavaScript', 'React', 'Node.js', 'SQL', 'Git'],
        isCurated: true,
      },
      NOW,
      'en',
      en,
    );
    expect(view).toMatchObject({
      id: 'j1',
      employer: 'Umurava Tech Hub',
      location: 'Kigali, Rwanda',
      salary: 'RWF 600,000 - 900,000',
      jobType: 'Full Time',
      postedAgo: '2 days ago',
      skills: ['JavaScript', 'React', 'Node.js'],
      hiddenSkills: 2,
      urgent: true,
      curated: true,
    });
  });
});
