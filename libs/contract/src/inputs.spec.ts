import * as v from 'valibot';
import { describeIssues } from './describe-issues';
import { CompleteGoogleRegistrationRequestSchema, CoursesQuerySchema, JobsQuerySchema, LoginRequestSchema, LogoutRequestShape, RegisterRequestSchema, UnlockRequestSchema } from './inputs';
import { isFieldCode, validationMessages } from './validation-messages';

const issuesOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? { details: {}, fieldCodes: {} } : describeIssues(result.issues);
};
const messagesOf = (schema: v.GenericSchema, input: unknown): Record<string, string> => issuesOf(schema, input).details;

describe('contract input schemas (SPEC §5 messages, shared with the server)', () => {
  it.each([
    [{ password: 'secret1' }, 'email', 'Email is required'],
    [{ email: '   ', password: 'secret1' }, 'email', 'Email is required'],
    [{ email: 'nope', password: 'secret1' }, 'email', 'Please enter a valid email address'],
    [{ email: 'a@b.co' }, 'password', 'Password is required'],
    [{ email: 'a@b.co', password: '' }, 'password', 'Password is required'],
    [{ email: 'a@b.co', password: '12345' }, 'password', 'Password must be at least 6 characters'],
  ])('login %j -> %s: %s', (input, field, message) => {
    expect(messagesOf(LoginRequestSchema, input)[field]).toBe(message);
  });

  const validRegistration = { firstName: 'Aline', lastName: 'Uwase', email: 'aline@example.com', password: 'Secret123' };
  it.each([
    [{ firstName: undefined }, 'firstName', 'First name is required'],
    [{ firstName: 'A' }, 'firstName', 'First name must be at least 2 characters'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
    [{ lastName: 'U' }, 'lastName', 'Last name must be at least 2 characters'],
    [{ password: 'Sec1' }, 'password', 'Password must be at least 8 characters'],
    [{ password: 'secret123' }, 'password', 'Password must contain at least one uppercase letter, one lowercase letter, and one number'],
    [{ password: 'SECRET123' }, 'password', 'Password must contain at least one uppercase letter, one lowercase letter, and one number'],
    [{ password: 'SecretABC' }, 'password', 'Password must contain at least one uppercase letter, one lowercase letter, and one number'],
    [{ role: 'admin' }, 'role', 'Please select your role'],
  ])('register %j -> %s: %s', (change, field, message) => {
    expect(messagesOf(RegisterRequestSchema, { ...validRegistration, ...change })[field]).toBe(message);
  });

  it('names each broken rule by its field code, beside the English sentence', () => {
    expect(issuesOf(RegisterRequestSchema, { ...validRegistration, email: 'nope', password: 'short' })).toEqual({
      details: { email: 'Please enter a valid email address', password: 'Password must be at least 8 characters' },
      fieldCodes: { email: 'EMAIL_INVALID', password: 'PASSWORD_TOO_SHORT' },
    });
  });

  it('a value of the wrong type where no rule names it is INVALID_VALUE, with valibot\'s sentence', () => {
    const { details, fieldCodes } = issuesOf(LogoutRequestShape, { refreshToken: 42 });
    expect(fieldCodes).toEqual({ refreshToken: 'INVALID_VALUE' });
    expect(details['refreshToken']).toMatch(/Invalid type/);
  });

  it('a Google picture that is not text is the picture rule, like any other address but Google\'s', () => {
    const registration = { ...validRegistration, registrationToken: 'token', role: 'student' };
    for (const profilePicture of [42, 'http://lh3.googleusercontent.com/a/x', 'https://evil.example/a.png']) {
      expect(issuesOf(CompleteGoogleRegistrationRequestSchema, { ...registration, profilePicture }).fieldCodes).toEqual({ profilePicture: 'PROFILE_PICTURE_INVALID' });
    }
  });

  it('every field code has English words, and nothing else is a field code', () => {
    for (const [code, sentence] of Object.entries(validationMessages)) {
      expect(code).toMatch(/^[A-Z_]+$/);
      expect(sentence.length).toBeGreaterThan(0);
      expect(isFieldCode(code)).toBe(true);
    }
    expect(isFieldCode('Email is required')).toBe(false);
    expect(isFieldCode('toString')).toBe(false);
  });

  it('registration role defaults to student', () => {
    expect(v.parse(RegisterRequestSchema, validRegistration).role).toBe('student');
  });

  it('query numbers arrive as strings and are bounded', () => {
    expect(v.parse(JobsQuerySchema, { limit: '6' }).limit).toBe(6);
    expect(v.safeParse(JobsQuerySchema, { limit: '51' }).success).toBe(false);
    expect(v.safeParse(JobsQuerySchema, { limit: '0' }).success).toBe(false);
    expect(v.safeParse(JobsQuerySchema, { limit: '2.5' }).success).toBe(false);
    expect(v.safeParse(CoursesQuerySchema, { sortBy: 'password' }).success).toBe(false);
    expect(v.parse(CoursesQuerySchema, {})).toMatchObject({ page: 1, sortBy: 'createdAt', sortOrder: 'desc' });
  });
});

describe('the sign-in body: device tokens and the solved check', () => {
  const base = { email: 'aline@example.com', password: 'secret1' };

  it('defaults the device tokens to none and takes the check solution as it came', () => {
    expect(v.parse(LoginRequestSchema, base)).toEqual({ ...base, deviceTokens: [], altcha: undefined });
    expect(v.parse(LoginRequestSchema, { ...base, deviceTokens: ['d1.a'], altcha: 'eyJ9' })).toMatchObject({ deviceTokens: ['d1.a'], altcha: 'eyJ9' });
  });

  it.each([
    [{ deviceTokens: 'd1.a' }, 'deviceTokens', 'DEVICE_TOKENS_INVALID', 'Device tokens must be a list of at most 5 tokens'],
    [{ deviceTokens: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'deviceTokens', 'DEVICE_TOKENS_INVALID', 'Device tokens must be a list of at most 5 tokens'],
    [{ deviceTokens: ['x'.repeat(201)] }, 'deviceTokens', 'DEVICE_TOKENS_INVALID', 'Device tokens must be a list of at most 5 tokens'],
    [{ altcha: 'x'.repeat(4001) }, 'altcha', 'CHALLENGE_SOLUTION_INVALID', 'The check could not be read. Please try again'],
  ])('refuses %j on %s', (change, field, code, message) => {
    const { details, fieldCodes } = issuesOf(LoginRequestSchema, { ...base, ...change });
    // A token inside the list is named by its place (`deviceTokens.0`).
    const on = (record: Record<string, string>) => Object.entries(record).find(([key]) => key.split('.')[0] === field)?.[1];
    expect(on(fieldCodes)).toBe(code);
    expect(on(details)).toBe(message);
  });
});

describe('the unlock body', () => {
  it.each([[{}], [{ token: '' }], [{ token: 'x'.repeat(513) }]])('refuses %j', (body) => {
    const { details, fieldCodes } = issuesOf(UnlockRequestSchema, body);
    expect(fieldCodes['token']).toBe('UNLOCK_TOKEN_INVALID');
    expect(details['token']).toBe('This unlock link is invalid or has expired');
  });
});
