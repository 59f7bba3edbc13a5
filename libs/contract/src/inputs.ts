import * as v from 'valibot';
import { ROLES } from './entities';
import { isGooglePictureUrl } from './google-picture';
import { validationMessages as m } from './validation-messages';

/** A role a client may send (the four of CONTRACT.md; the forms say which rule failed). */
export const RoleSchema = v.picklist(ROLES, m.roleInvalid);

/**
 * Request bodies and queries of CONTRACT.md. The forms build on the field
 * schemas; the server validates every body with the request schemas.
 */
/**
 * An object schema whose missing keys are checked by their own field schema,
 * so an absent email says 'Email is required' rather than a generic key error.
 * A body that is not an object at all is read as an empty one.
 */
export function withFieldMessages<TEntries extends v.ObjectEntries, TSchema extends v.ObjectSchema<TEntries, undefined>>(schema: TSchema) {
  const keys = Object.keys(schema.entries);
  return v.pipe(
    v.unknown(),
    v.transform((input): Record<string, unknown> => {
      const source = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
      return Object.fromEntries(keys.map((key) => [key, source[key]]));
    }),
    schema,
  );
}

export const EmailSchema = v.pipe(
  v.string(m.emailRequired),
  v.trim(),
  v.nonEmpty(m.emailRequired),
  v.maxLength(254, m.emailTooLong),
  v.email(m.emailInvalid),
);

/** Login: required, at least 6 characters (SPEC §5). */
export const LoginPasswordSchema = v.pipe(
  v.string(m.passwordRequired),
  v.nonEmpty(m.passwordRequired),
  v.minLength(6, m.loginPasswordTooShort),
  v.maxLength(128, m.passwordTooLong),
);

/** Registration and reset: at least 8 characters with upper case, lower case and a digit. */
export const NewPasswordSchema = v.pipe(
  v.string(m.passwordRequired),
  v.nonEmpty(m.passwordRequired),
  v.minLength(8, m.passwordTooShort),
  v.maxLength(128, m.passwordTooLong),
  v.regex(/[A-Z]/, m.passwordComplexity),
  v.regex(/[a-z]/, m.passwordComplexity),
  v.regex(/[0-9]/, m.passwordComplexity),
);

export const FirstNameSchema = v.pipe(
  v.string(m.firstNameRequired),
  v.trim(),
  v.nonEmpty(m.firstNameRequired),
  v.minLength(2, m.firstNameTooShort),
  v.maxLength(50, m.firstNameTooLong),
);

export const LastNameSchema = v.pipe(
  v.string(m.lastNameRequired),
  v.trim(),
  v.nonEmpty(m.lastNameRequired),
  v.minLength(2, m.lastNameTooShort),
  v.maxLength(50, m.lastNameTooLong),
);

/**
 * Device tokens this browser got from earlier sign-ins (the sign-in result's `deviceToken`), sent
 * back with a sign-in: one for the account lets the browser pass the check that strangers meet
 * after many failed sign-ins to it (OWASP device cookies).
 */
export const DeviceTokensSchema = v.optional(
  v.pipe(
    v.array(v.pipe(v.string(m.deviceTokensInvalid), v.maxLength(200, m.deviceTokensInvalid)), m.deviceTokensInvalid),
    v.maxLength(5, m.deviceTokensInvalid),
  ),
  [],
);

/** The solved proof-of-work check (the ALTCHA widget's payload) when the server asked for one (CHALLENGE_REQUIRED). */
export const ChallengeSolutionSchema = v.optional(v.pipe(v.string(m.challengeSolutionInvalid), v.maxLength(4000, m.challengeSolutionInvalid)));

export const LoginRequestShape = v.object({
  email: EmailSchema,
  password: LoginPasswordSchema,
  deviceTokens: DeviceTokensSchema,
  altcha: ChallengeSolutionSchema,
});
export const LoginRequestSchema = withFieldMessages(LoginRequestShape);
export type LoginRequest = v.InferInput<typeof LoginRequestShape>;

/** POST /auth/unlock: the token of the emailed unlock link. */
export const UnlockRequestShape = v.object({
  token: v.pipe(v.string(m.unlockTokenInvalid), v.nonEmpty(m.unlockTokenInvalid), v.maxLength(512, m.unlockTokenInvalid)),
});
export const UnlockRequestSchema = withFieldMessages(UnlockRequestShape);
export type UnlockRequest = v.InferInput<typeof UnlockRequestShape>;

/** POST /auth/register. The role defaults to student when none is given (SPEC §5). */
export const RegisterRequestShape = v.object({
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
  role: v.optional(RoleSchema, 'student'),
});
export const RegisterRequestSchema = withFieldMessages(RegisterRequestShape);
export type RegisterRequest = v.InferInput<typeof RegisterRequestShape>;

export const LogoutRequestShape = v.object({ refreshToken: v.optional(v.string()) });
export const LogoutRequestSchema = withFieldMessages(LogoutRequestShape);
export const RefreshRequestShape = v.object({
  refreshToken: v.pipe(v.string(m.refreshTokenRequired), v.nonEmpty(m.refreshTokenRequired)),
});
export const RefreshRequestSchema = withFieldMessages(RefreshRequestShape);

export const ForgotPasswordRequestShape = v.object({ email: EmailSchema });
export const ForgotPasswordRequestSchema = withFieldMessages(ForgotPasswordRequestShape);
export type ForgotPasswordRequest = v.InferInput<typeof ForgotPasswordRequestShape>;

export const ResetPasswordRequestShape = v.object({
  token: v.pipe(v.string(m.resetTokenMissing), v.nonEmpty(m.resetTokenMissing), v.maxLength(512, m.resetTokenMissing)),
  password: NewPasswordSchema,
});
export const ResetPasswordRequestSchema = withFieldMessages(ResetPasswordRequestShape);
export type ResetPasswordRequest = v.InferInput<typeof ResetPasswordRequestShape>;

export const PLATFORMS = ['homepage', 'elearning', 'jobportal'] as const;
const PlatformSchema = v.optional(v.picklist(PLATFORMS), 'homepage');

export const GoogleExchangeRequestShape = v.object({
  idToken: v.pipe(v.string(m.idTokenRequired), v.nonEmpty(m.idTokenRequired), v.maxLength(8192, m.idTokenRequired)),
  platform: PlatformSchema,
});
export const GoogleExchangeRequestSchema = withFieldMessages(GoogleExchangeRequestShape);
export type GoogleExchangeRequest = v.InferInput<typeof GoogleExchangeRequestShape>;

export const CompleteGoogleRegistrationRequestShape = v.object({
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  email: EmailSchema,
  profilePicture: v.nullish(v.pipe(v.string(m.profilePictureInvalid), v.maxLength(2048, m.profilePictureInvalid), v.check(isGooglePictureUrl, m.profilePictureInvalid))),
  registrationToken: v.pipe(v.string(m.registrationTokenRequired), v.nonEmpty(m.registrationTokenRequired), v.maxLength(4096)),
  role: v.pipe(v.string(m.selectRoleRequired), v.nonEmpty(m.selectRoleRequired), RoleSchema),
  platform: PlatformSchema,
});
export const CompleteGoogleRegistrationRequestSchema = withFieldMessages(CompleteGoogleRegistrationRequestShape);
export type CompleteGoogleRegistrationRequest = v.InferInput<typeof CompleteGoogleRegistrationRequestShape>;

/** POST /auth/google/link: link a Google identity to the password account of its email, proving the password. */
export const GoogleLinkRequestShape = v.object({
  idToken: GoogleExchangeRequestShape.entries.idToken,
  password: LoginPasswordSchema,
  deviceTokens: DeviceTokensSchema,
  altcha: ChallengeSolutionSchema,
});
export const GoogleLinkRequestSchema = withFieldMessages(GoogleLinkRequestShape);
export type GoogleLinkRequest = v.InferInput<typeof GoogleLinkRequestShape>;

export const NewsletterConfirmRequestShape = v.object({
  token: v.pipe(v.string(m.confirmationTokenRequired), v.nonEmpty(m.confirmationTokenRequired), v.maxLength(512, m.confirmationTokenRequired)),
});
export const NewsletterConfirmRequestSchema = withFieldMessages(NewsletterConfirmRequestShape);
export type NewsletterConfirmRequest = v.InferInput<typeof NewsletterConfirmRequestShape>;

export const ContactRequestShape = v.object({
  name: v.pipe(v.string(m.nameRequired), v.trim(), v.nonEmpty(m.nameRequired), v.maxLength(100, m.nameTooLong)),
  email: EmailSchema,
  subject: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(150, m.subjectTooLong))),
  message: v.pipe(
    v.string(m.messageRequired),
    v.trim(),
    v.nonEmpty(m.messageRequired),
    v.minLength(10, m.messageTooShort),
    v.maxLength(5000, m.messageTooLong),
  ),
});
export const ContactRequestSchema = withFieldMessages(ContactRequestShape);
export type ContactRequest = v.InferInput<typeof ContactRequestShape>;

export const NewsletterRequestShape = v.object({ email: EmailSchema });
export const NewsletterRequestSchema = withFieldMessages(NewsletterRequestShape);
export type NewsletterRequest = v.InferInput<typeof NewsletterRequestShape>;

export const CHAT_MESSAGE_MAX = 2000;
export const ChatRequestShape = v.object({
  message: v.pipe(
    v.string(m.chatMessageRequired),
    v.trim(),
    v.nonEmpty(m.chatMessageRequired),
    v.maxLength(CHAT_MESSAGE_MAX, m.chatMessageTooLong),
  ),
  context: v.optional(
    v.object({
      page: v.optional(v.pipe(v.string(), v.maxLength(200))),
      platform: v.optional(v.pipe(v.string(), v.maxLength(50))),
      extras: v.optional(v.record(v.string(), v.unknown())),
    }),
    {},
  ),
});
export const ChatRequestSchema = withFieldMessages(ChatRequestShape);
export type ChatRequest = v.InferInput<typeof ChatRequestShape>;

/** A whole number from a query string (or a number), within bounds. */
function wholeNumberParam(min: number, max: number, message: string, fallback: number) {
  return v.optional(
    v.pipe(
      v.union([v.number(message), v.pipe(v.string(message), v.regex(/^\d{1,6}$/, message), v.transform(Number))], message),
      v.integer(message),
      v.minValue(min, message),
      v.maxValue(max, message),
    ),
    fallback,
  );
}

const shortText = v.optional(v.pipe(v.string(m.textTooLong), v.trim(), v.maxLength(100, m.textTooLong)));

export const JOBS_LIMIT_MAX = 50;
export const JobsQueryShape = v.object({
  limit: wholeNumberParam(1, JOBS_LIMIT_MAX, m.limitInvalid, 10),
  search: shortText,
  location: shortText,
  jobType: shortText,
  skill: shortText,
});
export const JobsQuerySchema = withFieldMessages(JobsQueryShape);
export type JobsQuery = v.InferInput<typeof JobsQueryShape>;

export const COURSE_SORT_FIELDS = ['enrollmentCount', 'rating', 'createdAt', 'price', 'title'] as const;
export const CoursesQueryShape = v.object({
  limit: wholeNumberParam(1, 50, m.limitInvalid, 10),
  page: wholeNumberParam(1, 100000, m.pageInvalid, 1),
  sortBy: v.optional(v.picklist(COURSE_SORT_FIELDS, m.sortByInvalid), 'createdAt'),
  sortOrder: v.optional(v.picklist(['asc', 'desc'], m.sortOrderInvalid), 'desc'),
  category: shortText,
  level: shortText,
  search: shortText,
});
export const CoursesQuerySchema = withFieldMessages(CoursesQueryShape);
export type CoursesQuery = v.InferInput<typeof CoursesQueryShape>;
