import type { IslandRegistry } from '@intambwe/ui/static';

/**
 * The chat's islands for prerendered pages (`islandsOf(chatIslands)` of
 * `@intambwe/ui/static`): `chat.launcher` takes `{ page }` (and optionally
 * `platform`, `extras`, `brandName`: plain data). Its code is a chunk of its
 * own, a few KB; the widget's is fetched once the page is idle.
 *
 * Convention (the web app's prerender relies on it to preload an island's
 * code): the island `chat.<name>` is the default export of `islands/<name>.ts`.
 * The loader awaits its module rather than `.then(...)`, whose result would take
 * `any` props from `satisfies IslandRegistry`.
 */
export const chatIslands = {
  'chat.launcher': async () => (await import('./islands/launcher')).default,
} satisfies IslandRegistry;
