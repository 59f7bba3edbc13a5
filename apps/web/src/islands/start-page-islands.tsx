import { readStoredViewer, subscribeToStoredSession } from '@intambwe/auth/viewer';
import type { PublicConfig } from '@intambwe/contract';
import { loadCatalogs, splitLocalePath, type CatalogLoaders } from '@intambwe/i18n';
import { readRuntimeConfig } from '../app/runtime-config';
import type { PageIsland } from './find-islands';
import { IslandRoot } from './island-root';
import { showIslandFailure } from './island-failure';
import { islandRegistry } from './registry';
import { startIslands, type RunningIslands } from './start-islands';

/**
 * Starts the page's islands: each one's code is fetched and hydrated on its
 * schedule, with the page's language and the deployment's settings around it.
 */
export function startPageIslands(islands: readonly PageIsland[], { onLoadIslandsDone }: { onLoadIslandsDone: () => void }): RunningIslands {
  const { locale } = splitLocalePath(window.location.pathname);
  let config: Promise<PublicConfig> | null = null;
  const configOnce = () => (config ??= readRuntimeConfig());
  let settings: PublicConfig | null = null;
  return startIslands(islands, {
    registry: islandRegistry,
    async prepare(Component) {
      settings = await configOnce();
      await Promise.all([
        Component.catalogs ? loadCatalogs(locale, Component.catalogs as readonly CatalogLoaders[]) : undefined,
        Component.prepare?.(),
      ]);
    },
    render: (island, Component, onHydrated) => (
      <IslandRoot
        islandKey={island.id}
        name={island.name}
        locale={locale}
        config={settings as PublicConfig}
        hydrating={island.prerendered}
        onHydrated={onHydrated}
      >
        <Component {...island.props} />
      </IslandRoot>
    ),
    showFailure: (island, failed) => showIslandFailure(island.element, failed ? { pressed: false } : null),
    onLoadIslandsDone,
    session: { held: () => readStoredViewer() !== null, subscribe: subscribeToStoredSession },
  });
}
