import { authIslands } from '@intambwe/auth/islands';
import { chatIslands } from '@intambwe/chat-widget/islands';
import { landingIslands } from '@intambwe/landing/islands';
import type { IslandRegistry } from '@intambwe/ui/static';

/**
 * Every island the web app's pages hold, by name (the prerender marks them,
 * the start-up code hydrates them). Convention, relied on by the prerender to
 * preload an island's code: `landing.<name>` is `libs/landing/src/islands/<name>.ts`,
 * `chat.<name>` is `libs/chat-widget/src/islands/<name>.ts`, `web.<name>` is
 * `apps/web/src/islands/entries/<name>.tsx`, `auth.<name>` is
 * `libs/auth/src/islands/<name>.tsx`, each as its default export.
 */
export const webIslands = {
  'web.auth-app': async () => (await import('./entries/auth-app')).default,
} satisfies IslandRegistry;

export const islandRegistry: IslandRegistry = { ...landingIslands, ...chatIslands, ...authIslands, ...webIslands };
