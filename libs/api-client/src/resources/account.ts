import * as v from 'valibot';
import {
  AccountDeletionResultSchema,
  AccountExportSchema,
  AccountSessionListSchema,
  PasskeyListSchema,
  PasskeyOptionsSchema,
  PasskeySchema,
  SignInResultSchema,
  successEnvelope,
  UserResultSchema,
} from '@intambwe/contract';
import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  ConfirmEmailChangeRequest,
  DeleteAccountRequest,
  PasskeyLoginVerifyRequest,
  PasskeyRegisterVerifyRequest,
  RenamePasskeyRequest,
  VerifyEmailRequest,
} from '@intambwe/contract';
import type { ApiClient } from '../http/create-api-client';

const SignInEnvelope = successEnvelope(SignInResultSchema);
const UserEnvelope = successEnvelope(UserResultSchema);
const PasskeyEnvelope = successEnvelope(PasskeySchema);
const Done = v.looseObject({ success: v.literal(true) });

/** A registration or authentication response of the browser (WebAuthn Level 3 JSON), sent as it is. */
export type WebAuthnResponseJSON = PasskeyRegisterVerifyRequest['response'];

/**
 * The "Account" calls of CONTRACT.md (the person owns their account), one
 * function each, with the bound session's bearer token; answers parsed by the
 * contract's schemas (`libs/contract/src/account.ts`).
 */
export const accountApi = {
  /** Emails a new verification link (`/verify-email?token=…`) to the signed-in person. */
  sendVerificationEmail: async (api: ApiClient) => {
    await api.post('auth/verify-email/send', {}, Done);
  },
  /** The emailed verification link: the user, `isEmailVerified: true`. */
  verifyEmail: async (api: ApiClient, body: VerifyEmailRequest) =>
    (await api.post('auth/verify-email', body, UserEnvelope, { renewOnUnauthorized: false })).data.user,
  /** A new password: every other session ends, this one gets fresh tokens (a sign-in result). */
  changePassword: async (api: ApiClient, body: ChangePasswordRequest) => (await api.post('auth/change-password', body, SignInEnvelope)).data,
  /** Sends a confirmation link to `newEmail` (and a notice to the old one); the address changes only when it is opened. */
  changeEmail: async (api: ApiClient, body: ChangeEmailRequest) => {
    await api.post('auth/change-email', body, Done);
  },
  /** The emailed email-change link (`/confirm-email?token=…`): the user with the new address. */
  confirmEmailChange: async (api: ApiClient, body: ConfirmEmailChangeRequest) =>
    (await api.post('auth/change-email/confirm', body, UserEnvelope, { renewOnUnauthorized: false })).data.user,
  /** Where the person is signed in (`current`: this browser). */
  sessions: async (api: ApiClient) => (await api.get('auth/sessions', successEnvelope(AccountSessionListSchema))).data,
  revokeSession: async (api: ApiClient, id: string) => {
    await api.delete(`auth/sessions/${encodeURIComponent(id)}`, Done);
  },
  /** Signs out every other browser of the person (this one stays signed in). */
  revokeOtherSessions: async (api: ApiClient) => {
    await api.post('auth/sessions/revoke-others', {}, Done);
  },
  /** Everything stored about the person (the client saves it as a JSON file). */
  exportData: async (api: ApiClient) => (await api.get('account/export', successEnvelope(AccountExportSchema))).data,
  /** Deletes the account at once (the password, or a fresh Google ID token, proves it is the person); says when the data will be erased. */
  deleteAccount: async (api: ApiClient, body: DeleteAccountRequest) =>
    (await api.delete('account', successEnvelope(AccountDeletionResultSchema), { body })).data,
  passkeys: async (api: ApiClient) => (await api.get('auth/passkeys', successEnvelope(PasskeyListSchema))).data,
  /** `PublicKeyCredentialCreationOptionsJSON` for `startRegistration` (single-use challenge). */
  passkeyRegistrationOptions: async (api: ApiClient) =>
    (await api.post('auth/passkeys/register/options', {}, successEnvelope(PasskeyOptionsSchema))).data,
  verifyPasskeyRegistration: async (api: ApiClient, body: PasskeyRegisterVerifyRequest) =>
    (await api.post('auth/passkeys/register/verify', body, PasskeyEnvelope)).data,
  renamePasskey: async (api: ApiClient, id: string, body: RenamePasskeyRequest) =>
    (await api.patch(`auth/passkeys/${encodeURIComponent(id)}`, body, PasskeyEnvelope)).data,
  removePasskey: async (api: ApiClient, id: string) => {
    await api.delete(`auth/passkeys/${encodeURIComponent(id)}`, Done);
  },
  /** `PublicKeyCredentialRequestOptionsJSON` for `startAuthentication` (signed out; discoverable credentials). */
  passkeyLoginOptions: async (api: ApiClient) =>
    (await api.post('auth/passkeys/login/options', {}, successEnvelope(PasskeyOptionsSchema), { renewOnUnauthorized: false })).data,
  /** Signs in with a passkey: a sign-in result. */
  passkeyLogin: async (api: ApiClient, body: PasskeyLoginVerifyRequest) =>
    (await api.post('auth/passkeys/login/verify', body, SignInEnvelope, { renewOnUnauthorized: false })).data,
};

/** The react-query keys of the account's server state, per person (another person signing in on this tab never sees a cached list). */
export const accountQueryKeys = {
  sessions: (userId: string) => ['account', userId, 'sessions'] as const,
  passkeys: (userId: string) => ['account', userId, 'passkeys'] as const,
};
