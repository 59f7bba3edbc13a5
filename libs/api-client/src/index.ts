export { ApiError, isApiError } from './http/api-error';
export {
  describeFailure,
  failureCode,
  classifyTransportError,
  isCredentialsCall,
  CLIENT_FAILURE_CODES,
  type ClientFailureCode,
  type FailureKind,
  type FailureFacts,
} from './http/error-catalogue';
export {
  createApiClient,
  resolveBaseUrl,
  anonymousSession,
  type ApiClient,
  type ApiClientOptions,
  type RequestOptions,
  type SearchParams,
  type SessionBinding,
} from './http/create-api-client';
export { PlatformProvider, useApiClient, type PlatformProviderProps } from './config/platform-provider';
export { PlatformConfigProvider, usePlatformConfig, type PlatformConfigProviderProps } from './config/platform-config';
export { authApi } from './resources/auth';
export { accountApi, accountQueryKeys, type WebAuthnResponseJSON } from './resources/account';
export { fetchJobs, jobsQueries, TRENDING_JOBS_LIMIT } from './resources/jobs';
export { fetchPublicCourses, fetchTrendingCourses, fetchCourse, coursesQueries, TRENDING_COURSES_QUERY } from './resources/courses';
export { sendChatMessage, sendContactMessage, subscribeToNewsletter, fetchHealth } from './resources/messages-api';
export { failureMessages, fieldMessages, apiClientMessageTree, serviceMessages } from './words/messages';
export {
  failureText,
  fieldText,
  fieldFailures,
  codeOf,
  type ApiClientWords,
  type FailureWords,
  type FailureTextOptions,
} from './words/failure-text';
export { useFailureText, type FailureTextApi } from './words/use-failure-text';
export { apiClientCatalogs } from './catalogs';
export { createQueryClient, QueryClientBoundary } from './query/query-client';
