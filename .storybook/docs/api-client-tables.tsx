import * as apiClient from '@intambwe/api-client';
// describeFailure, failureCode and failureText are the catalogue's rules themselves: every row of the error table is computed by them.
import { apiClientMessageTree, ApiError, describeFailure, failureCode, failureText, serviceMessages, type FailureFacts } from '@intambwe/api-client';
import { translate } from '@intambwe/i18n';

/**
 * Tables of the api-client docs page (api-client.mdx). Rows come from the
 * package: a public export without a line here is listed as undescribed.
 */

const cell = { padding: '4px 8px', verticalAlign: 'top', borderBottom: '1px solid #ddd' } as const;
const code = { fontFamily: 'ui-monospace, monospace', fontSize: '13px' } as const;

/** What each public resource export calls (CONTRACT.md) and returns. */
const RESOURCES: Record<string, [call: string, answer: string]> = {
  'authApi.login': ['POST /auth/login { email, password }', 'SignInResult { user, token, refreshToken }'],
  'authApi.register': ['POST /auth/register { firstName, lastName, email, password, role? }', 'SignInResult (201)'],
  'authApi.logout': ['POST /auth/logout { refreshToken? }', 'nothing; never fails for an unknown token'],
  'authApi.me': ['GET /auth/me (bearer)', 'User'],
  'authApi.refresh': ['POST /auth/refresh { refreshToken }', 'TokenPair { token, refreshToken }'],
  'authApi.forgotPassword': ['POST /auth/forgot-password { email }', '{ message } (neutral, whether or not the account exists)'],
  'authApi.resetPassword': ['POST /auth/reset-password { token, password }', 'SignInResult (the person is signed in)'],
  'authApi.googleExchange': ['POST /auth/google/exchange-code { idToken, platform }', 'GoogleExchangeResult'],
  'authApi.completeGoogleRegistration': ['POST /auth/google/complete-registration', 'SignInResult (201)'],
  'authApi.googleNonce': [
    'POST /auth/google/nonce',
    'GoogleNonceResult { nonce, expiresIn } (for Google’s initialize({ nonce }))',
  ],
  'authApi.googleLink': ['POST /auth/google/link { idToken, password }', 'SignInResult (Google linked to the password account)'],
  'authApi.finishInteraction': [
    'POST /oidc/interaction/:uid/login (bearer; the interaction’s cookie)',
    'InteractionResult { redirectTo } (back into a sister platform’s code flow); 400 INTERACTION_EXPIRED',
  ],
  'authApi.abortInteraction': [
    'POST /oidc/interaction/:uid/abort',
    'InteractionResult { redirectTo } (the platform gets access_denied)',
  ],
  fetchJobs: ['GET /jobs?limit', 'JobListItem[]; fails “HTTP error! status: N” or “Failed to fetch jobs data”'],
  'jobsQueries.trending': ['GET /jobs?limit=6 as a TanStack queryOptions', 'JobListItem[] (5 min fresh, 1 retry)'],
  fetchPublicCourses: [
    'GET /courses/public?limit&page&sortBy&sortOrder&category&level&search',
    'CourseList { courses, pagination }',
  ],
  fetchTrendingCourses: [
    'GET /courses/public?limit=6&sortBy=enrollmentCount&sortOrder=desc',
    'Course[]; fails “Failed to fetch trending courses”',
  ],
  fetchCourse: ['GET /courses/public/:id', 'Course; 404 when unknown'],
  'coursesQueries.trending': ['fetchTrendingCourses as queryOptions', 'Course[] (5 min fresh, 1 retry)'],
  'coursesQueries.list': ['fetchPublicCourses as queryOptions', 'CourseList'],
  'coursesQueries.detail': ['fetchCourse as queryOptions', 'Course'],
  sendChatMessage: ['POST /ai/chat { message, context } (30 s timeout)', 'ChatReply { message, suggestions }'],
  sendContactMessage: ['POST /contact { name, email, subject?, message }', '{ success, message? } (201)'],
  subscribeToNewsletter: ['POST /newsletter { email }', '{ success, message? } (idempotent)'],
  fetchHealth: ['GET /health', 'Health { status, db }'],
};

/** The public exports that call the API, by name (members of authApi and the query factories included). */
function resourceExports(): string[] {
  const names: string[] = [];
  for (const [name, value] of Object.entries(apiClient as Record<string, unknown>)) {
    if (/^(fetch|send|subscribe)/.test(name) && typeof value === 'function') names.push(name);
    if (/(Api|Queries)$/.test(name) && value && typeof value === 'object') {
      names.push(...Object.keys(value).map((member) => `${name}.${member}`));
    }
  }
  return names;
}

export function ResourceTable() {
  const names = resourceExports();
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>
          <th style={cell}>Export</th>
          <th style={cell}>Call</th>
          <th style={cell}>Answer (parsed by the contract schema)</th>
        </tr>
      </thead>
      <tbody>
        {names.map((name) => (
          <tr key={name}>
            <td style={{ ...cell, ...code }}>{name}</td>
            <td style={{ ...cell, ...code }}>{RESOURCES[name]?.[0] ?? 'not described yet'}</td>
            <td style={cell}>{RESOURCES[name]?.[1] ?? 'add it to .storybook/docs/api-client-tables.tsx'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const CASES: Array<[when: string, facts: FailureFacts]> = [
  ['Connection refused (nothing listens)', { kind: 'refused' }],
  ['No answer in time', { kind: 'timeout' }],
  ['Any other failure without an answer (offline, DNS, CORS refused)', { kind: 'network' }],
  ['An answer the contract schema rejects', { kind: 'contract', status: 200 }],
  ['5xx, whatever the server says', { kind: 'http', status: 503, serverMessage: 'Database unavailable' }],
  ['4xx with the envelope’s `error`', { kind: 'http', status: 401, serverMessage: 'Invalid email or password' }],
  ['4xx without a message', { kind: 'http', status: 404 }],
  ['429 with its wait', { kind: 'http', status: 429, code: 'RATE_LIMITED', serverMessage: 'Too many requests. Please wait 60 seconds and try again.' }],
];

const englishWords = translate(apiClientMessageTree, 'en');

export function ClientErrorCatalogue() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>
          <th style={cell}>What happened</th>
          <th style={cell}>ApiError.kind</th>
          <th style={cell}>ApiError.code</th>
          <th style={cell}>ApiError.message (English, for logs)</th>
          <th style={cell}>failureText (the screens’ words, here in English)</th>
        </tr>
      </thead>
      <tbody>
        {CASES.map(([when, facts]) => (
          <tr key={when}>
            <td style={cell}>{when}</td>
            <td style={{ ...cell, ...code }}>{facts.kind}</td>
            <td style={{ ...cell, ...code }}>{failureCode(facts)}</td>
            <td style={cell}>{describeFailure(facts)}</td>
            <td style={cell}>{failureText(new ApiError({ ...facts, retryAfterSeconds: facts.code ? 60 : undefined }), englishWords)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ServiceSentences() {
  const rows = Object.entries(serviceMessages).map(
    ([key, value]) => [key, typeof value === 'function' ? value(500) : value] as const,
  );
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <tbody>
        {rows.map(([key, sentence]) => (
          <tr key={key}>
            <td style={{ ...cell, ...code }}>serviceMessages.{key}</td>
            <td style={cell}>{sentence}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
