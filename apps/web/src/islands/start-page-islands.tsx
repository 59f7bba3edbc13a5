import { readStoredViewer, subscribeToStoredSession } from '@intambwe/auth/viewer';
import type { PublicConfig } from '@intambwe/contract';
import { loadCatalogs, splitLocalePath, type CatalogLoaders } from '@intambwe/i18n';
import { ISLAND_FAILED_ATTRIBUTE } from '@intambwe/ui/static';
import { readRuntimeConfig } from '../app/runtime-config';
import type { PageIsland } from './find-islands';
import { IslandRoot } from './island-root';
import { pageNote } from './page-notes';
import { islandRegistry } from './registry';
import { startIslands, type RunningIslands } from './start-islands';

const NOTE_CLASS = 'page-note';

/** Shows (or removes) the note under an island whose code could not be loaded, in the page's language. */
function showFailure(island: PageIsland, failed: boolean) {
  island.element.toggleAttribute(ISLAND_FAILED_ATTRIBUTE, failed);
  const next = island.element.nextElementSibling;
  const existing = next?.classList.contains(NOTE_CLASS) ? next : null;
  if (!failed) {
    existing?.remove();
    return;
  }
  if (existing) return;
  const note = document.createElement('p');
  note.className = NOTE_CLASS;
  note.setAttribute('role', 'status');
  note.textContent = pageNote('unavailable');
  island.element.after(note);
}

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
    showFailure,
    onLoadIslandsDone,
    session: { held: () => readStoredViewer() !== null, subscribe: subscribeToStoredSession },
  });
}
