import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { JobListItemSchema, type JobListItem } from '@intambwe/contract';
import type { JobsQuery } from '@intambwe/contract';
import { isApiError } from '../http/api-error';
import type { ApiClient } from '../http/create-api-client';
import { serviceMessages } from '../words/messages';

const JobsAnswerSchema = v.looseObject({
  success: v.optional(v.boolean()),
  data: v.optional(v.array(JobListItemSchema)),
});

/** SPEC §9: 6 jobs fetched, 6 cards shown. */
export const TRENDING_JOBS_LIMIT = 6;

/**
 * GET /jobs?limit=6 (SPEC §7). A non-ok status fails with 'HTTP error! status: N';
 * `success` false or no `data` fails with 'Failed to fetch jobs data'. Both are
 * for logs: the landing page shows its empty state.
 */
export async function fetchJobs(api: ApiClient, query: JobsQuery = {}, signal?: AbortSignal): Promise<JobListItem[]> {
  let answer: v.InferOutput<typeof JobsAnswerSchema>;
  try {
    answer = await api.get('jobs', JobsAnswerSchema, { searchParams: query as Record<string, string>, signal });
  } catch (error) {
    if (isApiError(error) && error.status) throw new Error(serviceMessages.jobsHttpError(error.status), { cause: error });
    throw error;
  }
  if (!answer.success || !answer.data) throw new Error(serviceMessages.jobsFailed);
  return answer.data;
}

export const jobsQueries = {
  trending: (api: ApiClient) =>
    queryOptions({
      queryKey: ['jobs', 'trending', TRENDING_JOBS_LIMIT] as const,
      queryFn: ({ signal }) => fetchJobs(api, { limit: TRENDING_JOBS_LIMIT }, signal),
      staleTime: 5 * 60_000,
      retry: 1,
    }),
};
