import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ChangeEmailRequestSchema,
  ChangePasswordRequestSchema,
  DeleteAccountRequestSchema,
  PasskeyRegisterVerifyRequestSchema,
  RenamePasskeyRequestSchema,
  VerifyEmailRequestSchema,
} from './account';

const codes = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues.map((issue) => issue.message);
};

describe('account request schemas', () => {
  it('needs a link token of at most 512 characters', () => {
    expect(codes(VerifyEmailRequestSchema, {})).toEqual(['LINK_TOKEN_REQUIRED']);
    expect(codes(VerifyEmailRequestSchema, { token: 'x'.repeat(513) })).toEqual(['LINK_TOKEN_REQUIRED']);
    expect(codes(VerifyEmailRequestSchema, { token: 'abc' })).toBeNull();
  });

  it('asks for the current password and a strong new one', () => {
    expect(codes(ChangePasswordRequestSchema, { newPassword: 'Str0ngPassword' })).toEqual(['CURRENT_PASSWORD_REQUIRED']);
    expect(codes(ChangePasswordRequestSchema, { currentPassword: 'old', newPassword: 'weak' })).toContain('PASSWORD_TOO_SHORT');
    expect(codes(ChangePasswordRequestSchema, { currentPassword: 'old', newPassword: 'Str0ngPassword' })).toBeNull();
  });

  it('checks the new email', () => {
    expect(codes(ChangeEmailRequestSchema, { password: 'p', newEmail: 'nope' })).toEqual(['EMAIL_INVALID']);
  });

  it('needs a password or an ID token to delete', () => {
    expect(codes(DeleteAccountRequestSchema, {})).toEqual(['DELETE_PROOF_REQUIRED']);
    expect(codes(DeleteAccountRequestSchema, { password: 'secret1' })).toBeNull();
    expect(codes(DeleteAccountRequestSchema, { idToken: 'a.b.c' })).toBeNull();
  });

  it('reads passkey names and responses', () => {
    expect(codes(RenamePasskeyRequestSchema, { name: '   ' })).toEqual(['PASSKEY_NAME_REQUIRED']);
    expect(codes(RenamePasskeyRequestSchema, { name: 'x'.repeat(65) })).toEqual(['PASSKEY_NAME_TOO_LONG']);
    expect(codes(PasskeyRegisterVerifyRequestSchema, { response: 'nope' })).toEqual(['PASSKEY_RESPONSE_INVALID']);
    expect(codes(PasskeyRegisterVerifyRequestSchema, { response: { id: 'a', rawId: 'a', type: 'public-key', response: {} } })).toBeNull();
  });
});
