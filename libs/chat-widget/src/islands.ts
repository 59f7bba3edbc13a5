import type { IslandRegistry } from '@intambwe/ui/static';

/**
 * The chat's islands for prerendered pages (`islandsOf(chatIslands)` of
 * `@intambwe/ui/static`): `chat.launcher` takes `{ page }` (and optionally
 * `platform`, `extras`, `brandName`: plain data). Its code is a chunk of its
 * own, a few KB; the widget's is fetched once the page is idle.
 */
export const chatIslands = {
  'chat.launcher': () => import('./chat-launcher-island').then((module) => module.ChatLauncherIsland),
} satisfies IslandRegistry;
