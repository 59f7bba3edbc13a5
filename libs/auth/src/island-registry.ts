import type { IslandRegistry } from '@intambwe/ui/static';

/**
 * The account screens' islands on the web app's public pages: each screen's
 * card runs in the browser on its own, without the design system's runtime
 * (the frame around it is the page's HTML). The web app merges this registry
 * with the other libraries' and hydrates each island the prerender marked.
 *
 * Convention (the prerender relies on it to preload an island's code): the
 * island `auth.<name>` is the default export of `islands/<name>.tsx`.
 */
export const authIslands = {
  'auth.login': async () => (await import('./islands/login')).default,
  'auth.register': async () => (await import('./islands/register')).default,
  'auth.forgot-password': async () => (await import('./islands/forgot-password')).default,
  'auth.reset-password': async () => (await import('./islands/reset-password')).default,
  'auth.select-role': async () => (await import('./islands/select-role')).default,
} satisfies IslandRegistry;

export type AuthIslandName = keyof typeof authIslands;
