import type { User } from '@intambwe/contract';
import { IslandKeyProvider } from '@intambwe/ui/static';
import type { Decorator } from '@storybook/react-vite';
import { coursesAnswer, jobsAnswer, testUser } from './fixtures';

/**
 * Story support. The shared preview (.storybook/preview.tsx) gives every story
 * the design system's stylesheet and forced colour mode, the page's language,
 * the platform settings with a stubbed API (`parameters.network`) and a query
 * cache, and installs the page's own rules and script (apps/web), as the site
 * has them. Sections render their islands in place (`LandingIsland` without the
 * prerender's collector loads each island's code and renders it there).
 */

/**
 * An island's story renders the island's component as the page hydrates it:
 * under its own key (the prerender's `i0`), which its element ids derive from.
 */
export const asIsland: Decorator = (Story) => (
  <IslandKeyProvider value="i0">
    <Story />
  </IslandKeyProvider>
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

/**
 * A person this browser remembers as signed in (SPEC §3 keys): the page's
 * script marks `<html data-signed-in>` (CSS shows the signed-in variants) and
 * the account islands greet them.
 */
export function signedIn(user: User = testUser) {
  return {
    beforeEach: () => {
      localStorage.setItem('token', 'story-token');
      localStorage.setItem('user', JSON.stringify(user));
      return clearSession;
    },
  };
}

export const dark = { theme: 'dark' } as const;
export const smallPhone = { viewport: { value: 'smallPhone' } } as const;
export const desktop = { viewport: { value: 'desktop' } } as const;
