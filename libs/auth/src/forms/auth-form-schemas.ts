import {
  EmailSchema,
  FirstNameSchema,
  LastNameSchema,
  LoginPasswordSchema,
  NewPasswordSchema,
  ROLES,
  RoleSchema,
  type FieldCode,
} from '@intambwe/contract';
import * as v from 'valibot';

/**
 * Form schemas of SPEC §5, built on the contract's field schemas so the
 * browser and the server name the same rule by the same field code (the
 * fields show its words). The forms add what only a form has: the
 * confirmation and the terms checkbox.
 */
const c = <C extends FieldCode>(code: C): C => code;

export const LoginFormSchema = v.object({ email: EmailSchema, password: LoginPasswordSchema });
export type LoginFormValues = v.InferInput<typeof LoginFormSchema>;

const ConfirmPasswordSchema = v.pipe(v.string(c('CONFIRM_PASSWORD_REQUIRED')), v.nonEmpty(c('CONFIRM_PASSWORD_REQUIRED')));

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
    role: v.pipe(v.string(c('ROLE_REQUIRED')), v.nonEmpty(c('ROLE_REQUIRED')), RoleSchema),
    password: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
    agreeToTerms: v.pipe(v.boolean(c('TERMS_REQUIRED')), v.value(true, c('TERMS_REQUIRED'))),
  }),
  v.forward(v.partialCheck([['confirmPassword']], confirmationMatches, c('PASSWORDS_MUST_MATCH')), ['confirmPassword']),
);
export type RegisterFormValues = v.InferInput<typeof RegisterFormSchema>;
export type RegisterFormOutput = v.InferOutput<typeof RegisterFormSchema>;

export const ForgotPasswordFormSchema = v.object({ email: EmailSchema });
export type ForgotPasswordFormValues = v.InferInput<typeof ForgotPasswordFormSchema>;

export const ResetPasswordFormSchema = v.pipe(
  v.object({ password: NewPasswordSchema, confirmPassword: ConfirmPasswordSchema }),
  v.forward(v.partialCheck([['confirmPassword']], confirmationMatches, c('PASSWORDS_MUST_MATCH')), ['confirmPassword']),
);
export type ResetPasswordFormValues = v.InferInput<typeof ResetPasswordFormSchema>;

/** /account, Password: the current one proves it is the person; the new one follows the sign-up rules. */
export const ChangePasswordFormSchema = v.pipe(
  v.object({ currentPassword: LoginPasswordSchema, password: NewPasswordSchema, confirmPassword: ConfirmPasswordSchema }),
  v.forward(v.partialCheck([['confirmPassword']], confirmationMatches, c('PASSWORDS_MUST_MATCH')), ['confirmPassword']),
);
export type ChangePasswordFormValues = v.InferInput<typeof ChangePasswordFormSchema>;

/** /account, Email address: the new address, and the password to prove it is the person. */
export const ChangeEmailFormSchema = v.object({ newEmail: EmailSchema, password: LoginPasswordSchema });

/** /account, Delete account: the password confirms it. */
export const DeleteAccountFormSchema = v.object({ password: LoginPasswordSchema });

/** The password that links a Google sign-in to the password account of its address. */
export const GoogleLinkFormSchema = v.object({ password: LoginPasswordSchema });

/** Select role: a role must be chosen (SPEC §5). */
export const SelectRoleSchema = v.pipe(
  v.string(c('SELECT_ROLE_REQUIRED')),
  v.nonEmpty(c('SELECT_ROLE_REQUIRED')),
  v.picklist(ROLES, c('SELECT_ROLE_REQUIRED')),
);
