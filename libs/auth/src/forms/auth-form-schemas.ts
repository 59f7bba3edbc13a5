import { EmailSchema, FirstNameSchema, LastNameSchema, LoginPasswordSchema, NewPasswordSchema, ROLES, RoleSchema, validationMessages as m } from '@intambwe/contract';
import * as v from 'valibot';

/**
 * Form schemas of SPEC §5, built on the contract's field schemas so the
 * browser and the server say the same sentence for the same rule. The forms
 * add what only a form has: the confirmation and the terms checkbox.
 */

export const LoginFormSchema = v.object({ email: EmailSchema, password: LoginPasswordSchema });
export type LoginFormValues = v.InferInput<typeof LoginFormSchema>;

const ConfirmPasswordSchema = v.pipe(v.string(m.confirmPasswordRequired), v.nonEmpty(m.confirmPasswordRequired));

/**
 * 'Passwords must match' on the confirmation whenever it differs from the
 * password, even while the password still breaks a rule (SPEC §5 gives both
 * rules to the confirmation). Only the confirmation must be valid for the
 * check to run; the password is compared as typed.
 */
const confirmationMatches = (input: { confirmPassword: string }) =>
  (input as { confirmPassword: string; password?: unknown }).password === input.confirmPassword;

export const RegisterFormSchema = v.pipe(
  v.object({
    firstName: FirstNameSchema,
    lastName: LastNameSchema,
    email: EmailSchema,
    role: v.pipe(v.string(m.roleRequired), v.nonEmpty(m.roleRequired), RoleSchema),
    password: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
    agreeToTerms: v.pipe(v.boolean(m.termsRequired), v.value(true, m.termsRequired)),
  }),
  v.forward(v.partialCheck([['confirmPassword']], confirmationMatches, m.passwordsMustMatch), ['confirmPassword']),
);
export type RegisterFormValues = v.InferInput<typeof RegisterFormSchema>;
export type RegisterFormOutput = v.InferOutput<typeof RegisterFormSchema>;

export const ForgotPasswordFormSchema = v.object({ email: EmailSchema });
export type ForgotPasswordFormValues = v.InferInput<typeof ForgotPasswordFormSchema>;

export const ResetPasswordFormSchema = v.pipe(
  v.object({ password: NewPasswordSchema, confirmPassword: ConfirmPasswordSchema }),
  v.forward(v.partialCheck([['confirmPassword']], confirmationMatches, m.passwordsMustMatch), ['confirmPassword']),
);
export type ResetPasswordFormValues = v.InferInput<typeof ResetPasswordFormSchema>;

/** Select role: a role must be chosen (SPEC §5). */
export const SelectRoleSchema = v.pipe(
  v.string(m.selectRoleRequired),
  v.nonEmpty(m.selectRoleRequired),
  v.picklist(ROLES, m.selectRoleRequired),
);
