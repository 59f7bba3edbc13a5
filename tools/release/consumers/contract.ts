import * as v from 'valibot';
import {
  ERROR_CODES,
  ROLES,
  UserSchema,
  describeIssues,
  isSafeHref,
  platformForRole,
  type ErrorCode,
  type FieldIssues,
  type Role,
  type SisterPlatform,
  type User,
} from '@intambwe/contract';
import { exact, type Equal } from './expect';

exact<Equal<Role, 'student' | 'teacher' | 'job_seeker' | 'employer'>>();
exact<Equal<(typeof ROLES)[number], Role>>();
// @ts-expect-error: a role is one of ROLES, not any string
export const unknownRole: Role = 'admin';

// A schema's output is the entity's type.
exact<Equal<v.InferOutput<typeof UserSchema>, User>>();
declare const user: User;
exact<Equal<typeof user.email, string>>();
exact<Equal<typeof user.role, string>>();
// @ts-expect-error: a user's id is not a number
export const userId: number = user._id;

exact<Equal<ReturnType<typeof isSafeHref>, boolean>>();
// @ts-expect-error: isSafeHref reads a string
isSafeHref(42);

exact<Equal<ReturnType<typeof platformForRole>, SisterPlatform | null>>();
exact<Equal<ReturnType<typeof describeIssues>, FieldIssues>>();
// @ts-expect-error: describeIssues reads valibot's issues, not a string
describeIssues('EMAIL_INVALID');

exact<Equal<(typeof ERROR_CODES)[keyof typeof ERROR_CODES], ErrorCode>>();
// @ts-expect-error: an error code is one of ERROR_CODES
export const unknownCode: ErrorCode = 'NOT_A_CODE';
