import { fitName, googleDisplayNames } from './google-accounts.js';

describe('fitName', () => {
  it.each([
    ['Amani', 'X', 'Amani'],
    ['  Jean   Paul  ', 'X', 'Jean Paul'],
    ['A', 'Fallback', 'Fallback'],
    ['', 'Fallback', 'Fallback'],
    ['N'.repeat(60), 'X', 'N'.repeat(50)],
    [`${'a'.repeat(49)}😀`, 'X', 'a'.repeat(49)],
    ['Am\u0000ani\u202e', 'X', 'Amani'],
  ])('%j (fallback %j) -> %j', (value, fallback, expected) => {
    expect(fitName(value, fallback)).toBe(expected);
  });
});

describe('googleDisplayNames', () => {
  it('keeps Google names that fit', () => {
    expect(googleDisplayNames({ firstName: 'Amani', lastName: 'Mugisha', email: 'amani@example.com' }, 'Member')).toEqual({ firstName: 'Amani', lastName: 'Mugisha' });
  });

  it('fills a missing first name from the email and a missing last name with the stand-in', () => {
    expect(googleDisplayNames({ firstName: '', lastName: '', email: 'kwame.osei@example.com' }, 'Member')).toEqual({ firstName: 'kwame.osei', lastName: 'Member' });
    expect(googleDisplayNames({ firstName: 'Q', lastName: 'X', email: 'q@example.com' }, 'Member')).toEqual({ firstName: 'Member', lastName: 'Member' });
  });
});
