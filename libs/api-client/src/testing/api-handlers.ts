import {
  validationMessages,
  type ChatReply,
  type ChatRequest,
  type ContactRequest,
  type CourseList,
  type FailureEnvelope,
  type FieldCode,
  type GoogleExchangeResult,
  type GoogleNonceResult,
  type JobListItem,
  type LoginRequest,
  type NewsletterRequest,
  type RegisterRequest,
  type SignInResult,
  type TokenPair,
  type User,
} from '@intambwe/contract';
import type { HttpHandler } from 'msw';
import { routeHandler, type Answer, type Route } from './network-handlers';

/** `{ success: true, data, message? }` (CONTRACT Envelope). */
export interface SuccessEnvelope<TData> {
  success: true;
  data: TData;
  message?: string;
}
/** What one endpoint answers: its success envelope or the failure envelope. */
export type Envelope<TData> = SuccessEnvelope<TData> | FailureEnvelope;
/** An answer with a body (not 'never' or 'offline'). */
export type Reply<TBody> = Exclude<Answer<TBody>, string>;

/** A success answer: the envelope around `data` (null when there is none). */
export function ok<TData = null>(data: TData = null as TData, status = 200, message?: string): Reply<SuccessEnvelope<TData>> {
  return { status, body: { success: true, data, ...(message === undefined ? {} : { message }) } };
}

export interface FailureExtras {
  /** The English sentence (screens never read it: they choose words from the code). */
  error?: string;
  /** A 400's broken rules: `{ field: FieldCode }`; the English `details` are added as the server adds them. */
  fieldCodes?: Record<string, FieldCode>;
  retryAfterSeconds?: number;
}

/** A failure answer as our server sends it (CONTRACT envelope): status, code, an English sentence, and for some the field codes or the wait. */
export function failure(
  status: number,
  code?: string,
  { error, fieldCodes, retryAfterSeconds }: FailureExtras = {},
): Reply<FailureEnvelope> {
  return {
    status,
    body: {
      success: false,
      error: error ?? `The server's English for ${code ?? status}`,
      ...(code ? { code } : {}),
      ...(fieldCodes
        ? {
            details: Object.fromEntries(
              Object.entries(fieldCodes).map(([field, fieldCode]) => [field, validationMessages[fieldCode]]),
            ),
            fieldCodes,
          }
        : {}),
      ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
    },
  };
}

/** A builder for one endpoint: answers typed by its data, functions given the request body as the contract defines it. */
const route =
  <TData, TRequest = unknown>(key: string) =>
  (
    answer:
      | Answer<Envelope<TData>>
      | ReadonlyArray<Answer<Envelope<TData>>>
      | ((request: Request, body: TRequest) => Answer<Envelope<TData>> | Promise<Answer<Envelope<TData>>>),
  ): HttpHandler =>
    routeHandler(key, answer as Route);

/**
 * msw handlers for the calls screens make most, typed from @intambwe/contract:
 * `apiHandlers.login(ok(signIn))`, `apiHandlers.jobs('offline')`.
 */
export const apiHandlers = {
  login: route<SignInResult, LoginRequest>('POST /auth/login'),
  register: route<SignInResult, RegisterRequest>('POST /auth/register'),
  me: route<{ user: User }>('GET /auth/me'),
  refresh: route<TokenPair>('POST /auth/refresh'),
  logout: route<undefined>('POST /auth/logout'),
  forgotPassword: route<undefined>('POST /auth/forgot-password'),
  resetPassword: route<SignInResult>('POST /auth/reset-password'),
  googleNonce: route<GoogleNonceResult>('POST /auth/google/nonce'),
  googleExchange: route<GoogleExchangeResult>('POST /auth/google/exchange-code'),
  jobs: route<JobListItem[]>('GET /jobs'),
  courses: route<CourseList>('GET /courses/public'),
  contact: route<undefined, ContactRequest>('POST /contact'),
  newsletter: route<undefined, NewsletterRequest>('POST /newsletter'),
  chat: route<ChatReply, ChatRequest>('POST /ai/chat'),
};
