/*
 * Account (CONTRACT.md "Account"): the calls a signed-in person makes about their own account —
 * email verification, password and email change, sessions, data export, deletion, passkeys.
 * Request shapes are validated by the server with these schemas; answers are parsed by the client.
 */
import * as v from 'valibot';
import { UserSchema } from './account-entities';
import { EmailSchema, NewPasswordSchema, withFieldMessages } from './inputs';
import type { FieldCode } from './validation-messages';

const c = <C extends FieldCode>(code: C): C => code;

/** A token from an emailed link (verification, email change): opaque text, at most 512 characters. */
const LinkTokenSchema = v.pipe(v.string(c('LINK_TOKEN_REQUIRED')), v.nonEmpty(c('LINK_TOKEN_REQUIRED')), v.maxLength(512, c('LINK_TOKEN_REQUIRED')));

/** A password the person already has (current password, or the one that proves a deletion): any non-empty text up to 128. */
const CurrentPasswordSchema = v.pipe(
  v.string(c('CURRENT_PASSWORD_REQUIRED')),
  v.nonEmpty(c('CURRENT_PASSWORD_REQUIRED')),
  v.maxLength(128, c('PASSWORD_TOO_LONG')),
);

/** POST /auth/verify-email: the token of `{WEB}/verify-email?token=…`. Answer: `{ user }`. */
export const VerifyEmailRequestShape = v.object({ token: LinkTokenSchema });
export const VerifyEmailRequestSchema = withFieldMessages(VerifyEmailRequestShape);
export type VerifyEmailRequest = v.InferInput<typeof VerifyEmailRequestShape>;

/** POST /auth/change-email/confirm (an addition to CONTRACT.md): the token of `{WEB}/confirm-email?token=…`. Answer: `{ user }`. */
export const ConfirmEmailChangeRequestShape = v.object({ token: LinkTokenSchema });
export const ConfirmEmailChangeRequestSchema = withFieldMessages(ConfirmEmailChangeRequestShape);
export type ConfirmEmailChangeRequest = v.InferInput<typeof ConfirmEmailChangeRequestShape>;

/** `{ user }`: the answer of verify-email and change-email/confirm. */
export const UserResultSchema = v.object({ user: UserSchema });
export type UserResult = v.InferOutput<typeof UserResultSchema>;

/** POST /auth/change-password (bearer). Answer: a sign-in result (a new session; every other session ends). */
export const ChangePasswordRequestShape = v.object({
  currentPassword: CurrentPasswordSchema,
  newPassword: NewPasswordSchema,
});
export const ChangePasswordRequestSchema = withFieldMessages(ChangePasswordRequestShape);
export type ChangePasswordRequest = v.InferInput<typeof ChangePasswordRequestShape>;

/** POST /auth/change-email (bearer). Answer: 200 with `data: null`; the address changes when the emailed link is opened. */
export const ChangeEmailRequestShape = v.object({
  password: CurrentPasswordSchema,
  newEmail: EmailSchema,
});
export const ChangeEmailRequestSchema = withFieldMessages(ChangeEmailRequestShape);
export type ChangeEmailRequest = v.InferInput<typeof ChangeEmailRequestShape>;

/** One entry of GET /auth/sessions: a signed-in browser or device (a refresh-token family). */
export const AccountSessionSchema = v.object({
  id: v.string(),
  createdAt: v.string(),
  lastUsedAt: v.string(),
  userAgent: v.nullable(v.string()),
  current: v.boolean(),
});
export type AccountSession = v.InferOutput<typeof AccountSessionSchema>;
export const AccountSessionListSchema = v.array(AccountSessionSchema);

/**
 * DELETE /account (bearer): the password, or a fresh Google ID token for an account without one.
 * Exactly one of the two; neither is a 400 with `DELETE_PROOF_REQUIRED` on `password`.
 */
export const DeleteAccountRequestShape = v.object({
  password: v.optional(CurrentPasswordSchema),
  idToken: v.optional(v.pipe(v.string(c('ID_TOKEN_REQUIRED')), v.nonEmpty(c('ID_TOKEN_REQUIRED')), v.maxLength(8192, c('ID_TOKEN_REQUIRED')))),
});
export const DeleteAccountRequestSchema = v.pipe(
  withFieldMessages(DeleteAccountRequestShape),
  v.forward(
    v.check((input) => input.password !== undefined || input.idToken !== undefined, c('DELETE_PROOF_REQUIRED')),
    ['password'],
  ),
);
export type DeleteAccountRequest = v.InferInput<typeof DeleteAccountRequestShape>;

/** DELETE /account answer: when the personal data will have been erased at the latest. */
export const AccountDeletionResultSchema = v.object({ erasureBy: v.string() });
export type AccountDeletionResult = v.InferOutput<typeof AccountDeletionResultSchema>;

/** GET /account/export: everything stored about the person (JSON; the client saves it as a file). */
export const AccountExportSchema = v.object({
  exportedAt: v.string(),
  account: v.looseObject({
    id: v.string(),
    firstName: v.string(),
    lastName: v.string(),
    email: v.string(),
    role: v.string(),
    isEmailVerified: v.boolean(),
    profilePicture: v.nullable(v.string()),
    locale: v.nullable(v.string()),
    hasPassword: v.boolean(),
    googleLinked: v.boolean(),
    createdAt: v.string(),
    updatedAt: v.string(),
  }),
  sessions: v.array(v.looseObject({ id: v.string(), createdAt: v.string(), lastUsedAt: v.string(), expiresAt: v.string(), endedAt: v.nullable(v.string()) })),
  auditEvents: v.array(
    v.looseObject({ at: v.string(), event: v.string(), method: v.nullable(v.string()), ip: v.nullable(v.string()), userAgent: v.nullable(v.string()) }),
  ),
  passkeys: v.array(v.looseObject({ id: v.string(), name: v.string(), createdAt: v.string(), lastUsedAt: v.nullable(v.string()) })),
  newsletter: v.nullable(v.looseObject({ email: v.string(), confirmedAt: v.nullable(v.string()), createdAt: v.string() })),
  contactMessages: v.array(v.looseObject({ name: v.string(), email: v.string(), subject: v.nullable(v.string()), message: v.string(), createdAt: v.string() })),
});
export type AccountExport = v.InferOutput<typeof AccountExportSchema>;

/* Passkeys (WebAuthn Level 3 JSON, as @simplewebauthn/browser sends and reads it). */

const PASSKEY_NAME_MAX = 64;
const PasskeyNameSchema = v.pipe(
  v.string(c('PASSKEY_NAME_REQUIRED')),
  v.trim(),
  v.nonEmpty(c('PASSKEY_NAME_REQUIRED')),
  v.maxLength(PASSKEY_NAME_MAX, c('PASSKEY_NAME_TOO_LONG')),
);

/** A WebAuthn credential in its JSON form (`PublicKeyCredential.toJSON()`); the server checks the inside. */
const WebAuthnResponseSchema = v.looseObject(
  {
    id: v.pipe(v.string(c('PASSKEY_RESPONSE_INVALID')), v.nonEmpty(c('PASSKEY_RESPONSE_INVALID')), v.maxLength(1024, c('PASSKEY_RESPONSE_INVALID'))),
    rawId: v.pipe(v.string(c('PASSKEY_RESPONSE_INVALID')), v.maxLength(1024, c('PASSKEY_RESPONSE_INVALID'))),
    type: v.literal('public-key', c('PASSKEY_RESPONSE_INVALID')),
    response: v.record(v.string(), v.unknown(), c('PASSKEY_RESPONSE_INVALID')),
  },
  c('PASSKEY_RESPONSE_INVALID'),
);

/**
 * POST /auth/passkeys/register/options (bearer) and POST /auth/passkeys/login/options answer:
 * `PublicKeyCredentialCreationOptionsJSON` / `PublicKeyCredentialRequestOptionsJSON` (single-use challenge, 5 minutes).
 */
export const PasskeyOptionsSchema = v.looseObject({ challenge: v.string() });
export type PasskeyOptions = v.InferOutput<typeof PasskeyOptionsSchema>;

/** POST /auth/passkeys/register/verify (bearer): the new credential, and a name for it (defaults to the device's kind). Answer: a Passkey. */
export const PasskeyRegisterVerifyRequestShape = v.object({
  response: WebAuthnResponseSchema,
  name: v.optional(PasskeyNameSchema),
});
export const PasskeyRegisterVerifyRequestSchema = withFieldMessages(PasskeyRegisterVerifyRequestShape);
export type PasskeyRegisterVerifyRequest = v.InferInput<typeof PasskeyRegisterVerifyRequestShape>;

/** POST /auth/passkeys/login/verify: the assertion (discoverable credential). Answer: a sign-in result. */
export const PasskeyLoginVerifyRequestShape = v.object({
  response: WebAuthnResponseSchema,
});
export const PasskeyLoginVerifyRequestSchema = withFieldMessages(PasskeyLoginVerifyRequestShape);
export type PasskeyLoginVerifyRequest = v.InferInput<typeof PasskeyLoginVerifyRequestShape>;

/** PATCH /auth/passkeys/:id (bearer; an addition to CONTRACT.md): a new name. Answer: the Passkey. */
export const RenamePasskeyRequestShape = v.object({ name: PasskeyNameSchema });
export const RenamePasskeyRequestSchema = withFieldMessages(RenamePasskeyRequestShape);
export type RenamePasskeyRequest = v.InferInput<typeof RenamePasskeyRequestShape>;

/** A passkey of the person (GET /auth/passkeys lists them). */
export const PasskeySchema = v.object({
  id: v.string(),
  name: v.string(),
  createdAt: v.string(),
  lastUsedAt: v.nullable(v.string()),
});
export type Passkey = v.InferOutput<typeof PasskeySchema>;
export const PasskeyListSchema = v.array(PasskeySchema);
