import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { CourseListSchema, CourseSchema, type Course, type CourseList } from '@intambwe/contract';
import { successEnvelope } from '@intambwe/contract';
import type { CoursesQuery } from '@intambwe/contract';
import { ApiError } from '../http/api-error';
import type { ApiClient } from '../http/create-api-client';
import { serviceMessages } from '../words/messages';

/** SPEC §9: trending courses are the 6 with the most enrolments. */
export const TRENDING_COURSES_QUERY = { limit: 6, sortBy: 'enrollmentCount', sortOrder: 'desc' } as const;

const TrendingAnswerSchema = v.looseObject({
  success: v.optional(v.boolean()),
  data: v.optional(CourseListSchema),
  error: v.optional(v.string()),
});

export async function fetchPublicCourses(api: ApiClient, query: CoursesQuery = {}, signal?: AbortSignal): Promise<CourseList> {
  return (await api.get('courses/public', successEnvelope(CourseListSchema), { searchParams: query as Record<string, string>, signal })).data;
}

/** SPEC §8: without `success` the service fails (UNREADABLE_ANSWER) with 'Failed to fetch trending courses' (or the server's error). */
export async function fetchTrendingCourses(api: ApiClient, signal?: AbortSignal): Promise<Course[]> {
  const answer = await api.get('courses/public', TrendingAnswerSchema, { searchParams: TRENDING_COURSES_QUERY, signal });
  if (!answer.success || !answer.data) {
    throw new ApiError({ kind: 'contract', serverMessage: answer.error || serviceMessages.trendingCoursesFailed });
  }
  return answer.data.courses;
}

export async function fetchCourse(api: ApiClient, id: string, signal?: AbortSignal): Promise<Course> {
  return (await api.get(`courses/public/${encodeURIComponent(id)}`, successEnvelope(CourseSchema), { signal })).data;
}

export const coursesQueries = {
  trending: (api: ApiClient) =>
    queryOptions({
      queryKey: ['courses', 'trending'] as const,
      queryFn: ({ signal }) => fetchTrendingCourses(api, signal),
      staleTime: 5 * 60_000,
      retry: 1,
    }),
  list: (api: ApiClient, query: CoursesQuery = {}) =>
    queryOptions({
      queryKey: ['courses', 'list', query] as const,
      queryFn: ({ signal }) => fetchPublicCourses(api, query, signal),
    }),
  detail: (api: ApiClient, id: string) =>
    queryOptions({
      queryKey: ['courses', 'detail', id] as const,
      queryFn: ({ signal }) => fetchCourse(api, id, signal),
    }),
};
