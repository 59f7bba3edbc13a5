import { describeIssues } from '@intambwe/contract';
import * as v from 'valibot';
import {
  ForgotPasswordFormSchema,
  LoginFormSchema,
  RegisterFormSchema,
  ResetPasswordFormSchema,
  SelectRoleSchema,
} from './auth-form-schemas';

/** The English of the field codes each field gets (the forms show these words in the page's language). */
const messagesOf = (schema: v.GenericSchema, input: unknown): Record<string, string> => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : describeIssues(result.issues).details;
};

const complexity = 'Password must contain at least one uppercase letter, one lowercase letter, and one number';

describe('login form (SPEC §5)', () => {
  const valid = { email: 'aline@example.com', password: 'secret1' };
  it.each([
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: '   ' }, 'email', 'Email is required'],
    [{ email: 'aline@' }, 'email', 'Please enter a valid email address'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ password: '' }, 'password', 'Password is required'],
    [{ password: '12345' }, 'password', 'Password must be at least 6 characters'],
  ])('%j -> %s: %s', (change, field, message) => {
    expect(messagesOf(LoginFormSchema, { ...valid, ...change })[field]).toBe(message);
  });

  it('accepts a 6-character password and trims the email', () => {
    expect(v.parse(LoginFormSchema, { email: '  aline@example.com ', password: '123456' })).toEqual({
      email: 'aline@example.com',
      password: '123456',
    });
  });
});

describe('registration form (SPEC §5)', () => {
  const valid = {
    firstName: 'Aline',
    lastName: 'Uwase',
    email: 'aline@example.com',
    role: 'student',
    password: 'Kigali2026',
    confirmPassword: 'Kigali2026',
    agreeToTerms: true,
  };
  it.each([
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ firstName: 'A' }, 'firstName', 'First name must be at least 2 characters'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
    [{ lastName: 'U' }, 'lastName', 'Last name must be at least 2 characters'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'aline.example.com' }, 'email', 'Please enter a valid email address'],
    [{ role: '' }, 'role', 'Please select your role'],
    [{ role: 'admin' }, 'role', 'Please select your role'],
    [{ password: '', confirmPassword: '' }, 'password', 'Password is required'],
    [{ password: 'Kig1', confirmPassword: 'Kig1' }, 'password', 'Password must be at least 8 characters'],
    [{ password: 'kigali2026', confirmPassword: 'kigali2026' }, 'password', complexity],
    [{ password: 'KIGALI2026', confirmPassword: 'KIGALI2026' }, 'password', complexity],
    [{ password: 'KigaliCity', confirmPassword: 'KigaliCity' }, 'password', complexity],
    [{ confirmPassword: '' }, 'confirmPassword', 'Please confirm your password'],
    [{ confirmPassword: 'Kigali2027' }, 'confirmPassword', 'Passwords must match'],
    // The confirmation is told it differs even while the password still breaks a rule (issue 12).
    [{ password: 'short', confirmPassword: 'different' }, 'confirmPassword', 'Passwords must match'],
    [{ password: 'short', confirmPassword: 'different' }, 'password', 'Password must be at least 8 characters'],
    [{ password: 'kigali2026', confirmPassword: 'Kigali2026' }, 'confirmPassword', 'Passwords must match'],
    [{ agreeToTerms: false }, 'agreeToTerms', 'You must agree to the terms and conditions'],
  ])('%j -> %s: %s', (change, field, message) => {
    expect(messagesOf(RegisterFormSchema, { ...valid, ...change })[field]).toBe(message);
  });

  // 'Passwords must match' whatever the rest of the form holds (issue 23): only the two password fields filled,
  // or everything valid but the terms box.
  const empty = { firstName: '', lastName: '', email: '', role: '', password: '', confirmPassword: '', agreeToTerms: false };
  it.each([
    ['only the two password fields filled', { ...empty, password: 'Kigali2026', confirmPassword: 'Kigali2027' }],
    ['only the password fields, the password breaking a rule', { ...empty, password: 'short', confirmPassword: 'shorter' }],
    ['the role missing and the terms unticked', { ...valid, role: '', agreeToTerms: false, confirmPassword: 'Kigali2027' }],
    ['only the terms box unticked', { ...valid, agreeToTerms: false, confirmPassword: 'Kigali2027' }],
    ['a role outside the four', { ...valid, role: 'admin', confirmPassword: 'Kigali2027' }],
    ['names, email and terms empty', { ...valid, firstName: '', lastName: '', email: '', agreeToTerms: false, confirmPassword: 'Kigali2027' }],
  ])('a differing confirmation says so with %s', (_case, input) => {
    expect(messagesOf(RegisterFormSchema, input)['confirmPassword']).toBe('Passwords must match');
  });

  it('a confirmation that matches says nothing, whatever else is wrong', () => {
    expect(messagesOf(RegisterFormSchema, { ...empty, password: 'Kigali2026', confirmPassword: 'Kigali2026' })['confirmPassword']).toBeUndefined();
  });

  it.each(['student', 'teacher', 'job_seeker', 'employer'])('accepts the role %s', (role) => {
    expect(v.safeParse(RegisterFormSchema, { ...valid, role }).success).toBe(true);
  });
});

describe('forgot password form (SPEC §5)', () => {
  it.each([
    ['', 'Email is required'],
    ['nobody', 'Please enter a valid email address'],
  ])('%j -> %s', (email, message) => {
    expect(messagesOf(ForgotPasswordFormSchema, { email })['email']).toBe(message);
  });
  it('accepts a valid email', () => {
    expect(v.safeParse(ForgotPasswordFormSchema, { email: 'aline@example.com' }).success).toBe(true);
  });
});

describe('reset password form (SPEC §5: same rules as registration)', () => {
  it.each([
    [{ password: '', confirmPassword: '' }, 'password', 'Password is required'],
    [{ password: 'Short1', confirmPassword: 'Short1' }, 'password', 'Password must be at least 8 characters'],
    [{ password: 'lowercase1', confirmPassword: 'lowercase1' }, 'password', complexity],
    [{ password: 'Kigali2026', confirmPassword: '' }, 'confirmPassword', 'Please confirm your password'],
    [{ password: 'Kigali2026', confirmPassword: 'Kigali2025' }, 'confirmPassword', 'Passwords must match'],
    [{ password: 'lowercase1', confirmPassword: 'lowercase2' }, 'confirmPassword', 'Passwords must match'],
    [{ password: '', confirmPassword: 'Kigali2026' }, 'confirmPassword', 'Passwords must match'],
  ])('%j -> %s: %s', (input, field, message) => {
    expect(messagesOf(ResetPasswordFormSchema, input)[field]).toBe(message);
  });
});

describe('select role (SPEC §5)', () => {
  it.each(['', 'admin', undefined])('%j -> Please select a role to continue', (role) => {
    expect(messagesOf(SelectRoleSchema, role)['_']).toBe('Please select a role to continue');
  });
  it('accepts one of the four roles', () => {
    expect(v.parse(SelectRoleSchema, 'employer')).toBe('employer');
  });
});
