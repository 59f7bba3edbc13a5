import * as v from 'valibot';
import {
  GoogleExchangeResultSchema,
  GoogleNonceResultSchema,
  InteractionResultSchema,
  SignInResultSchema,
  TokenPairSchema,
  UnlockResultSchema,
  UserSchema,
} from '@intambwe/contract';
import { successEnvelope } from '@intambwe/contract';
import type {
  CompleteGoogleRegistrationRequest,
  ForgotPasswordRequest,
  GoogleExchangeRequest,
  GoogleLinkRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  UnlockRequest,
} from '@intambwe/contract';
import type { ApiClient, RequestOptions } from '../http/create-api-client';

const SignInEnvelope = successEnvelope(SignInResultSchema);
const MessageEnvelope = v.object({ success: v.literal(true), message: v.optional(v.string()), data: v.optional(v.unknown()) });

/** The auth calls of CONTRACT.md, one function each; answers parsed by the contract schemas. */
export const authApi = {
  login: async (api: ApiClient, body: LoginRequest) => (await api.post('auth/login', body, SignInEnvelope)).data,
  register: async (api: ApiClient, body: RegisterRequest) => (await api.post('auth/register', body, SignInEnvelope)).data,
  logout: async (api: ApiClient, refreshToken?: string | null) => {
    await api.post('auth/logout', refreshToken ? { refreshToken } : {}, MessageEnvelope, { renewOnUnauthorized: false });
  },
  me: async (api: ApiClient, options?: RequestOptions) =>
    (await api.get('auth/me', successEnvelope(v.object({ user: UserSchema })), options)).data.user,
  refresh: async (api: ApiClient, refreshToken: string) =>
    (await api.post('auth/refresh', { refreshToken }, successEnvelope(TokenPairSchema), { renewOnUnauthorized: false })).data,
  forgotPassword: async (api: ApiClient, body: ForgotPasswordRequest) => {
    const answer = await api.post('auth/forgot-password', body, MessageEnvelope);
    return { message: answer.message };
  },
  resetPassword: async (api: ApiClient, body: ResetPasswordRequest) =>
    (await api.post('auth/reset-password', body, SignInEnvelope)).data,
  googleExchange: async (api: ApiClient, body: GoogleExchangeRequest) =>
    (await api.post('auth/google/exchange-code', body, successEnvelope(GoogleExchangeResultSchema))).data,
  completeGoogleRegistration: async (api: ApiClient, body: CompleteGoogleRegistrationRequest) =>
    (await api.post('auth/google/complete-registration', body, SignInEnvelope)).data,
  /** The emailed unlock link: a device token that lets this browser sign in to the account without the check. */
  unlock: async (api: ApiClient, body: UnlockRequest) =>
    (await api.post('auth/unlock', body, successEnvelope(UnlockResultSchema), { renewOnUnauthorized: false })).data,
  /** A single-use value for Google's `initialize({ nonce })`; the server checks it inside the ID token. */
  googleNonce: async (api: ApiClient) =>
    (await api.post('auth/google/nonce', {}, successEnvelope(GoogleNonceResultSchema), { renewOnUnauthorized: false })).data,
  /** Links a Google identity to the password account of its email once the person proves the password. */
  googleLink: async (api: ApiClient, body: GoogleLinkRequest) =>
    (await api.post('auth/google/link', body, SignInEnvelope, { renewOnUnauthorized: false })).data,
  /**
   * On the front door: the signed-in person (the bearer token) finishes a sister
   * platform's pending sign-in request (the OpenID Provider's interaction);
   * `redirectTo` takes the browser back into the code flow.
   */
  finishInteraction: async (api: ApiClient, uid: string) =>
    (await api.post(`oidc/interaction/${encodeURIComponent(uid)}/login`, {}, successEnvelope(InteractionResultSchema))).data,
  /** The person leaves a platform's pending sign-in request: the platform gets `access_denied` at `redirectTo`. */
  abortInteraction: async (api: ApiClient, uid: string) =>
    (await api.post(`oidc/interaction/${encodeURIComponent(uid)}/abort`, {}, successEnvelope(InteractionResultSchema), { renewOnUnauthorized: false })).data,
};
