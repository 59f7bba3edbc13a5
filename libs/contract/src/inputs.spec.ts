import * as v from 'valibot';
import { describeIssues } from './describe-issues';
import { CompleteGoogleRegistrationRequestSchema, CoursesQuerySchema, JobsQuerySchema, LoginRequestSchema, RegisterRequestSchema } from './inputs';
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
    const { details, fieldCodes } = issuesOf(CompleteGoogleRegistrationRequestSchema, {
      ...validRegistration,
      registrationToken: 'token',
      role: 'student',
      profilePicture: 42,
    });
    expect(fieldCodes).toEqual({ profilePicture: 'INVALID_VALUE' });
    expect(details['profilePicture']).toMatch(/Invalid type/);
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
