export { ApiError, isApiError } from './http/api-error';
export { describeFailure, classifyTransportError, isCredentialsCall, type FailureKind, type FailureFacts } from './http/error-catalogue';
export {
  createApiClient,
  resolveBaseUrl,
  storedTokenBinding,
  type ApiClient,
  type ApiClientOptions,
  type RequestOptions,
  type SearchParams,
  type SessionBinding,
} from './http/create-api-client';
export { authStorage, STORAGE_KEYS, type AuthStorage } from './storage/auth-storage';
export { PlatformProvider, useApiClient, type PlatformProviderProps } from './config/platform-provider';
export { PlatformConfigProvider, usePlatformConfig, type PlatformConfigProviderProps } from './config/platform-config';
export { authApi } from './resources/auth';
export { fetchJobs, jobsQueries, TRENDING_JOBS_LIMIT } from './resources/jobs';
export { fetchPublicCourses, fetchTrendingCourses, fetchCourse, coursesQueries, TRENDING_COURSES_QUERY } from './resources/courses';
export { sendChatMessage, sendContactMessage, subscribeToNewsletter, fetchHealth } from './resources/messages-api';
export { apiMessages } from './messages';
export { createQueryClient, QueryClientBoundary } from './query/query-client';
