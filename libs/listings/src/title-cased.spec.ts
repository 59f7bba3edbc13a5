import { titleCased } from './title-cased';

describe('titleCased (a database word shown as it comes)', () => {
  it.each([
    { text: 'full_time', expected: 'Full Time' },
    { text: 'INTERNSHIP', expected: 'Internship' },
    { text: 'Seasonal', expected: 'Seasonal' },
    { text: '_remote_', expected: 'Remote' },
    { text: 'temporary_full_time', expected: 'Temporary Full Time' },
    { text: '  ', expected: null },
    { text: '', expected: null },
    { text: null, expected: null },
    { text: undefined, expected: null },
  ])('$text -> $expected', ({ text, expected }) => {
    expect(titleCased(text)).toBe(expected);
  });
});
