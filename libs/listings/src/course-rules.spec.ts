import {
  durationText,
  enrollmentText,
  instructorInitials,
  instructorName,
  priceText,
  ratingText,
  toCourseCardView,
  visibleTags,
  levelLabel,
} from './course-rules';
import { en } from './testing/english-texts';

describe('durationText (SPEC §5: < 7 days in days, < 30 in rounded weeks, else rounded months)', () => {
  it.each([
    { days: 0, expected: '0 days' },
    { days: 1, expected: '1 day' },
    { days: 5, expected: '5 days' },
    { days: 6, expected: '6 days' },
    { days: 7, expected: '1 week' },
    { days: 10, expected: '1 week' },
    { days: 11, expected: '2 weeks' },
    { days: 14, expected: '2 weeks' },
    { days: 29, expected: '4 weeks' },
    { days: 30, expected: '1 month' },
    { days: 44, expected: '1 month' },
    { days: 45, expected: '2 months' },
    { days: 84, expected: '3 months' },
    { days: 365, expected: '12 months' },
    { days: -3, expected: null },
    { days: null, expected: null },
    { days: Number.NaN, expected: null },
  ])('$days days -> $expected', ({ days, expected }) => {
    expect(durationText(days, en)).toBe(expected);
  });
});

describe('priceText (SPEC §5: a dollar sign and the amount)', () => {
  it.each([
    { price: 149, expected: '$149' },
    { price: 0, expected: '$0' },
    { price: 49.99, expected: '$49.99' },
    { price: 1200, expected: '$1,200' },
    { price: 19.5, expected: '$19.5' },
  ])('$price -> $expected', ({ price, expected }) => {
    expect(priceText(price, 'en')).toBe(expected);
  });
});

describe('ratingText (SPEC §3: 0 to 5, N/A when missing)', () => {
  it.each([
    { rating: 4.8, expected: '4.8' },
    { rating: 5, expected: '5.0' },
    { rating: 0, expected: '0.0' },
    { rating: 4.25, expected: '4.3' },
    { rating: null, expected: 'N/A' },
    { rating: undefined, expected: 'N/A' },
  ])('$rating -> $expected', ({ rating, expected }) => {
    expect(ratingText(rating, 'en', en)).toBe(expected);
  });
});

describe('levelLabel (a known level in words, another as written)', () => {
  it.each([
    { level: 'Beginner', expected: 'Beginner' },
    { level: 'ADVANCED', expected: 'Advanced' },
    { level: ' intermediate ', expected: 'Intermediate' },
    { level: 'Expert', expected: 'Expert' },
  ])('$level -> $expected', ({ level, expected }) => {
    expect(levelLabel(level, en)).toBe(expected);
  });

  it('says the level in the words it is given', () => {
    expect(levelLabel('beginner', { levels: ({ level }) => (level === 'beginner' ? 'Débutant' : '') })).toBe('Débutant');
  });
});

describe('visibleTags (SPEC §9: at most 3)', () => {
  it.each([
    { tags: ['JavaScript', 'React', 'Node.js', 'Git', 'Career'], expected: ['JavaScript', 'React', 'Node.js'] },
    { tags: ['Python', 'Data'], expected: ['Python', 'Data'] },
    { tags: [], expected: [] },
    { tags: null, expected: [] },
    { tags: ['', 'Excel'], expected: ['Excel'] },
  ])('$tags', ({ tags, expected }) => {
    expect(visibleTags(tags)).toEqual(expected);
  });
});

describe('instructor initials and name', () => {
  it.each([
    { instructor: { firstName: 'Eric', lastName: 'Mugisha' }, initials: 'EM', name: 'Eric Mugisha' },
    { instructor: { firstName: 'aline', lastName: 'uwase' }, initials: 'AU', name: 'aline uwase' },
    { instructor: { firstName: 'Grace', lastName: null }, initials: 'G', name: 'Grace' },
    { instructor: { firstName: null, lastName: 'Okafor' }, initials: 'O', name: 'Okafor' },
    { instructor: null, initials: '?', name: null },
  ])('$instructor -> $initials', ({ instructor, initials, name }) => {
    expect(instructorInitials(instructor)).toBe(initials);
    expect(instructorName(instructor)).toBe(name);
  });
});

describe('enrollmentText', () => {
  it.each([
    { count: 3120, expected: '3,120' },
    { count: 0, expected: '0' },
    { count: 12, expected: '12' },
  ])('$count -> $expected', ({ count, expected }) => {
    expect(enrollmentText(count, 'en')).toBe(expected);
  });
});

describe('toCourseCardView', () => {
  it('puts every rule together for one card', () => {
    expect(
      toCourseCardView(
        {
          _id: 'c1',
          title: 'Full-Stack Web Development Bootcamp',
          description: 'From HTML to deployed apps.',
          category: 'Technology',
          level: 'Beginner',
          price: 149,
          duration: 84,
          rating: null,
          enrollmentCount: 3120,
          tags: ['JavaScript', 'React', 'Node.js', 'Git'],
          instructor: { firstName: 'Eric', lastName: 'Mugisha' },
        },
        'en',
        en,
      ),
    ).toEqual({
      id: 'c1',
      title: 'Full-Stack Web Development Bootcamp',
      description: 'From HTML to deployed apps.',
      category: 'Technology',
      level: 'Beginner',
      price: '$149',
      duration: '3 months',
      rating: 'N/A',
      rated: false,
      enrollmentCount: 3120,
      tags: ['JavaScript', 'React', 'Node.js'],
      initials: 'EM',
      instructor: 'Eric Mugisha',
    });
  });
});
