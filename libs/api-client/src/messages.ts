/**
 * Every sentence libs/api-client can put in front of people: the shared
 * client's error catalogue of SPEC §8 and the service fallbacks.
 */
export const apiMessages = {
  connectionRefused: 'Unable to connect to server. Please ensure the server is running.',
  timeout: 'Request timeout. Please check your connection and try again.',
  network: 'Network error. Please check your connection and try again.',
  server: 'Server error. Please try again later.',
  unexpectedAnswer: 'The server sent an answer this app cannot read. Please try again later.',
  requestFailed: (status: number) => `Request failed with status code ${status}`,
  // Service-level messages (SPEC §8, trending jobs and courses): logged or shown by the landing page.
  jobsHttpError: (status: number) => `HTTP error! status: ${status}`,
  jobsFailed: 'Failed to fetch jobs data',
  trendingCoursesFailed: 'Failed to fetch trending courses',
};
