/* eslint-disable @typescript-eslint/no-unused-vars -- a type fixture: its names exist to pin the published types, and are never read at run time */
import { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import * as v from 'valibot';
import {
  ApiError,
  PlatformProvider,
  authApi,
  createApiClient,
  createQueryClient,
  failureCode,
  failureText,
  fetchJobs,
  isApiError,
  useApiClient,
  useFailureText,
  type ApiClient,
  type FailureKind,
} from '@intambwe/api-client';
import type { JobListItem, User } from '@intambwe/contract';
import { exact, type Equal } from './expect';

const api = createApiClient({ baseUrl: '/api', timeout: 10_000 });
exact<Equal<typeof api, ApiClient>>();
// @ts-expect-error: the client needs its base URL
createApiClient({ timeout: 10_000 });

// An answer is what its schema reads.
export async function profile(): Promise<{ name: string }> {
  const answer = await api.get('/profile', v.object({ name: v.string() }));
  exact<Equal<typeof answer, { name: string }>>();
  return answer;
}
// @ts-expect-error: the schema comes with the path
api.get('/profile');

export async function signIn(): Promise<User> {
  const { user, token } = await authApi.login(api, { email: 'ada@example.com', password: 'correct horse' });
  exact<Equal<typeof token, string>>();
  exact<Equal<typeof user.email, string>>();
  // @ts-expect-error: a sign-in needs the password
  await authApi.login(api, { email: 'ada@example.com' });
  return user;
}

export async function jobs(): Promise<JobListItem[]> {
  const list = await fetchJobs(api, undefined, new AbortController().signal);
  exact<Equal<typeof list, JobListItem[]>>();
  return list;
}

declare const thrown: unknown;
if (isApiError(thrown)) {
  exact<Equal<typeof thrown.kind, FailureKind>>();
  exact<Equal<typeof thrown.code, string>>();
  exact<Equal<typeof thrown.status, number | undefined>>();
}
// @ts-expect-error: a failure's kind is one of FailureKind
new ApiError({ kind: 'exploded' });
exact<Equal<ReturnType<typeof failureCode>, string>>();
// @ts-expect-error: the facts are an object
failureCode('timeout');
exact<Equal<ReturnType<typeof failureText>, string>>();

export function Failure() {
  const words = useFailureText();
  exact<Equal<ReturnType<typeof words.failureText>, string>>();
  exact<Equal<ReturnType<typeof useApiClient>, ApiClient>>();
  return createElement('p', null, words.failureText(thrown));
}
exact<Equal<ReturnType<typeof createQueryClient>, QueryClient>>();
// @ts-expect-error: the provider needs the platform's public settings
createElement(PlatformProvider, { apiClient: api, children: createElement(Failure) });
