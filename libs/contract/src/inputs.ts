import * as v from 'valibot';
import { ROLES } from './entities';
import { isGooglePictureUrl } from './google-picture';
import { SISTER_PLATFORMS } from './openid';
import type { FieldCode } from './validation-messages';

/** A field code (the message of a broken rule): clients choose their words from it, the server adds the English. */
const c = <C extends FieldCode>(code: C): C => code;

/** A role a client may send (the four of CONTRACT.md; the forms say which rule failed). */
export const RoleSchema = v.picklist(ROLES, c('ROLE_INVALID'));

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
  v.string(c('EMAIL_REQUIRED')),
  v.trim(),
  v.nonEmpty(c('EMAIL_REQUIRED')),
  v.maxLength(254, c('EMAIL_TOO_LONG')),
  v.email(c('EMAIL_INVALID')),
);

/** Login: required, at least 6 characters (SPEC §5). */
export const LoginPasswordSchema = v.pipe(
  v.string(c('PASSWORD_REQUIRED')),
  v.nonEmpty(c('PASSWORD_REQUIRED')),
  v.minLength(6, c('LOGIN_PASSWORD_TOO_SHORT')),
  v.maxLength(128, c('PASSWORD_TOO_LONG')),
);

/** Registration and reset: at least 8 characters with upper case, lower case and a digit. */
export const NewPasswordSchema = v.pipe(
  v.string(c('PASSWORD_REQUIRED')),
  v.nonEmpty(c('PASSWORD_REQUIRED')),
  v.minLength(8, c('PASSWORD_TOO_SHORT')),
  v.maxLength(128, c('PASSWORD_TOO_LONG')),
  v.regex(/[A-Z]/, c('PASSWORD_COMPLEXITY')),
  v.regex(/[a-z]/, c('PASSWORD_COMPLEXITY')),
  v.regex(/[0-9]/, c('PASSWORD_COMPLEXITY')),
);

export const FirstNameSchema = v.pipe(
  v.string(c('FIRST_NAME_REQUIRED')),
  v.trim(),
  v.nonEmpty(c('FIRST_NAME_REQUIRED')),
  v.minLength(2, c('FIRST_NAME_TOO_SHORT')),
  v.maxLength(50, c('FIRST_NAME_TOO_LONG')),
);

export const LastNameSchema = v.pipe(
  v.string(c('LAST_NAME_REQUIRED')),
  v.trim(),
  v.nonEmpty(c('LAST_NAME_REQUIRED')),
  v.minLength(2, c('LAST_NAME_TOO_SHORT')),
  v.maxLength(50, c('LAST_NAME_TOO_LONG')),
);

/**
 * Device tokens this browser got from earlier sign-ins (the sign-in result's `deviceToken`), sent
 * back with a sign-in: one for the account lets the browser pass the check that strangers meet
 * after many failed sign-ins to it (OWASP device cookies).
 */
export const DeviceTokensSchema = v.optional(
  v.pipe(
    v.array(v.pipe(v.string(c('DEVICE_TOKENS_INVALID')), v.maxLength(200, c('DEVICE_TOKENS_INVALID'))), c('DEVICE_TOKENS_INVALID')),
    v.maxLength(5, c('DEVICE_TOKENS_INVALID')),
  ),
  [],
);

/** The solved proof-of-work check (the ALTCHA widget's payload) when the server asked for one (CHALLENGE_REQUIRED). */
export const ChallengeSolutionSchema = v.optional(v.pipe(v.string(c('CHALLENGE_SOLUTION_INVALID')), v.maxLength(4000, c('CHALLENGE_SOLUTION_INVALID'))));

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
  token: v.pipe(v.string(c('UNLOCK_TOKEN_INVALID')), v.nonEmpty(c('UNLOCK_TOKEN_INVALID')), v.maxLength(512, c('UNLOCK_TOKEN_INVALID'))),
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
  refreshToken: v.pipe(v.string(c('REFRESH_TOKEN_REQUIRED')), v.nonEmpty(c('REFRESH_TOKEN_REQUIRED'))),
});
export const RefreshRequestSchema = withFieldMessages(RefreshRequestShape);

export const ForgotPasswordRequestShape = v.object({ email: EmailSchema });
export const ForgotPasswordRequestSchema = withFieldMessages(ForgotPasswordRequestShape);
export type ForgotPasswordRequest = v.InferInput<typeof ForgotPasswordRequestShape>;

export const ResetPasswordRequestShape = v.object({
  token: v.pipe(v.string(c('RESET_TOKEN_MISSING')), v.nonEmpty(c('RESET_TOKEN_MISSING')), v.maxLength(512, c('RESET_TOKEN_MISSING'))),
  password: NewPasswordSchema,
});
export const ResetPasswordRequestSchema = withFieldMessages(ResetPasswordRequestShape);
export type ResetPasswordRequest = v.InferInput<typeof ResetPasswordRequestShape>;

/**
 * Where a sign-in started: the front door or a sister platform, by its id
 * (`SISTER_PLATFORMS`). `jobportal`, the spelling clients sent before the ids
 * were one, is still accepted and read as `job_portal`.
 */
export const PLATFORMS = ['homepage', ...SISTER_PLATFORMS] as const;
const PlatformSchema = v.optional(
  v.union([v.picklist(PLATFORMS), v.pipe(v.literal('jobportal'), v.transform((): 'job_portal' => 'job_portal'))], c('PLATFORM_INVALID')),
  'homepage',
);

export const GoogleExchangeRequestShape = v.object({
  idToken: v.pipe(v.string(c('ID_TOKEN_REQUIRED')), v.nonEmpty(c('ID_TOKEN_REQUIRED')), v.maxLength(8192, c('ID_TOKEN_REQUIRED'))),
  platform: PlatformSchema,
});
export const GoogleExchangeRequestSchema = withFieldMessages(GoogleExchangeRequestShape);
export type GoogleExchangeRequest = v.InferInput<typeof GoogleExchangeRequestShape>;

export const CompleteGoogleRegistrationRequestShape = v.object({
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  email: EmailSchema,
  profilePicture: v.nullish(v.pipe(v.string(c('PROFILE_PICTURE_INVALID')), v.maxLength(2048, c('PROFILE_PICTURE_INVALID')), v.check(isGooglePictureUrl, c('PROFILE_PICTURE_INVALID')))),
  registrationToken: v.pipe(v.string(c('REGISTRATION_TOKEN_REQUIRED')), v.nonEmpty(c('REGISTRATION_TOKEN_REQUIRED')), v.maxLength(4096)),
  role: v.pipe(v.string(c('SELECT_ROLE_REQUIRED')), v.nonEmpty(c('SELECT_ROLE_REQUIRED')), RoleSchema),
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
  token: v.pipe(v.string(c('CONFIRMATION_TOKEN_REQUIRED')), v.nonEmpty(c('CONFIRMATION_TOKEN_REQUIRED')), v.maxLength(512, c('CONFIRMATION_TOKEN_REQUIRED'))),
});
export const NewsletterConfirmRequestSchema = withFieldMessages(NewsletterConfirmRequestShape);
export type NewsletterConfirmRequest = v.InferInput<typeof NewsletterConfirmRequestShape>;

export const ContactRequestShape = v.object({
  name: v.pipe(v.string(c('NAME_REQUIRED')), v.trim(), v.nonEmpty(c('NAME_REQUIRED')), v.maxLength(100, c('NAME_TOO_LONG'))),
  email: EmailSchema,
  subject: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(150, c('SUBJECT_TOO_LONG')))),
  message: v.pipe(
    v.string(c('MESSAGE_REQUIRED')),
    v.trim(),
    v.nonEmpty(c('MESSAGE_REQUIRED')),
    v.minLength(10, c('MESSAGE_TOO_SHORT')),
    v.maxLength(5000, c('MESSAGE_TOO_LONG')),
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
    v.string(c('MESSAGE_REQUIRED')),
    v.trim(),
    v.nonEmpty(c('MESSAGE_REQUIRED')),
    v.maxLength(CHAT_MESSAGE_MAX, c('CHAT_MESSAGE_TOO_LONG')),
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
      v.union(
        [v.number(message), v.pipe(v.string(message), v.regex(/^\d{1,6}$/, message), v.transform((digits: string) => Number(digits)))],
        message,
      ),
      v.integer(message),
      v.minValue(min, message),
      v.maxValue(max, message),
    ),
    fallback,
  );
}

const shortText = v.optional(v.pipe(v.string(c('TEXT_TOO_LONG')), v.trim(), v.maxLength(100, c('TEXT_TOO_LONG'))));

export const JOBS_LIMIT_MAX = 50;
export const JobsQueryShape = v.object({
  limit: wholeNumberParam(1, JOBS_LIMIT_MAX, c('LIMIT_INVALID'), 10),
  search: shortText,
  location: shortText,
  jobType: shortText,
  skill: shortText,
});
export const JobsQuerySchema = withFieldMessages(JobsQueryShape);
export type JobsQuery = v.InferInput<typeof JobsQueryShape>;

export const COURSE_SORT_FIELDS = ['enrollmentCount', 'rating', 'createdAt', 'price', 'title'] as const;
export const CoursesQueryShape = v.object({
  limit: wholeNumberParam(1, 50, c('LIMIT_INVALID'), 10),
  page: wholeNumberParam(1, 100000, c('PAGE_INVALID'), 1),
  sortBy: v.optional(v.picklist(COURSE_SORT_FIELDS, c('SORT_BY_INVALID')), 'createdAt'),
  sortOrder: v.optional(v.picklist(['asc', 'desc'], c('SORT_ORDER_INVALID')), 'desc'),
  category: shortText,
  level: shortText,
  search: shortText,
});
export const CoursesQuerySchema = withFieldMessages(CoursesQueryShape);
export type CoursesQuery = v.InferInput<typeof CoursesQueryShape>;
