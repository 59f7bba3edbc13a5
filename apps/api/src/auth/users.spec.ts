import { stripControlCharacters } from '../http/text.js';
import { isUuid, normalizeEmail, safePictureUrl, toPublicUser, type UserRow } from './users.js';

const row: UserRow = {
  id: '5b0c1d5e-7d5c-4a57-9d8c-2f8f0f1e3a11',
  firstName: 'Aline',
  lastName: 'Uwase',
  email: 'aline@example.com',
  passwordHash: '$scrypt$ln=17,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA$a2V5a2V5a2V5a2V5a2V5a2V5',
  role: 'student',
  isEmailVerified: false,
  profilePicture: null,
  googleSubject: '1100001',
  locale: null,
  deletedAt: null,
  createdAt: new Date('2026-01-02T03:04:05.000Z'),
  updatedAt: new Date('2026-01-02T03:04:05.000Z'),
};

describe('toPublicUser', () => {
  it('shows the contract fields and nothing secret', () => {
    const user = toPublicUser(row);
    expect(user).toEqual({
      _id: row.id,
      firstName: 'Aline',
      lastName: 'Uwase',
      email: 'aline@example.com',
      role: 'student',
      isEmailVerified: false,
      profilePicture: null,
      createdAt: '2026-01-02T03:04:05.000Z',
    });
    expect(JSON.stringify(user)).not.toMatch(/scrypt|1100001|updatedAt|password/);
  });
});

describe('normalizeEmail', () => {
  it.each([
    ['Aline@Example.COM', 'aline@example.com'],
    ['  aline@example.com ', 'aline@example.com'],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeEmail(input)).toBe(expected);
  });
});

describe('safePictureUrl', () => {
  it.each([
    ['https://lh3.googleusercontent.com/a/x', 'https://lh3.googleusercontent.com/a/x'],
    ['http://example.com/p.png', null],
    ['https://example.com/p.png', null],
    ['http://lh3.googleusercontent.com/a/x', null],
    ['javascript:alert(1)', null],
    ['data:image/png;base64,AAAA', null],
    ['not a url', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (input, expected) => {
    expect(safePictureUrl(input)).toBe(expected);
  });
});

describe('isUuid', () => {
  it.each([
    ['5b0c1d5e-7d5c-4a57-9d8c-2f8f0f1e3a11', true],
    ['5B0C1D5E-7D5C-4A57-9D8C-2F8F0F1E3A11', true],
    ['not-a-uuid', false],
    ["5b0c1d5e-7d5c-4a57-9d8c-2f8f0f1e3a11' or 1=1", false],
    ['', false],
  ])('%j -> %s', (input, expected) => {
    expect(isUuid(input)).toBe(expected);
  });
});

describe('stripControlCharacters', () => {
  it.each([
    ['Aline', 'Aline'],
    ['Al\u0000ine', 'Aline'],
    ['\u202eenilA', 'enilA'],
    ['Jean\tPaul\n', 'JeanPaul'],
    ['Ng\u2019ang\u2019a', 'Ng\u2019ang\u2019a'],
    ['Zo\u00eb Mwangi', 'Zo\u00eb Mwangi'],
  ])('%j -> %j', (input, expected) => {
    expect(stripControlCharacters(input)).toBe(expected);
  });
});
