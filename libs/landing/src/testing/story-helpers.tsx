import type { User } from '@intambwe/contract';
import { AuthProvider } from '@intambwe/auth';
import type { Decorator } from '@storybook/react-vite';
import { coursesAnswer, jobsAnswer } from './fixtures';
import { testUser } from './test-providers';

/**
 * Story support. The shared preview (.storybook/preview.tsx) gives every story
 * the Chakra system, the platform configuration with a stubbed API
 * (`parameters.network`), a query cache and a router; landing stories add the
 * auth state, which decides between the visitor's and the user's page.
 */
export const withAuth: Decorator = (Story) => (
  <AuthProvider>
    <Story />
  </AuthProvider>
);

/**
 * Starts a story signed out. Stories share one browser page, so a session a
 * previous story stored must not leak into the next one.
 */
export function clearSession() {
  localStorage.removeItem('token');
  localStorage.removeItem('user');
  localStorage.removeItem('refreshToken');
}

/** Answers of the two listings, for stories that show the whole page. */
export const listingsNetwork = {
  'GET /jobs': jobsAnswer(),
  'GET /courses/public': coursesAnswer(),
};

/** A stored session and the server's answer for it: the page then renders for a signed-in user. */
export function signedIn(user: User = testUser) {
  return {
    beforeEach: () => {
      localStorage.setItem('token', 'story-token');
      localStorage.setItem('user', JSON.stringify(user));
      return () => {
        localStorage.removeItem('token');
        localStorage.removeItem('user');
      };
    },
    network: {
      'GET /auth/me': { body: { success: true, data: { user } } },
      'POST /auth/logout': { body: { success: true } },
    },
  };
}

export const dark = { theme: 'dark' } as const;
export const smallPhone = { viewport: { value: 'smallPhone' } } as const;
export const desktop = { viewport: { value: 'desktop' } } as const;
