import { createContext, lazy, Suspense, useContext, useId, type ComponentType, type CSSProperties } from 'react';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_HYDRATE_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_QUERY_ATTRIBUTE,
  ISLAND_SLOT_ATTRIBUTE,
  type HydrateWhen,
} from './island-attributes';

/**
 * Islands: the interactive parts of a prerendered page. The page itself is
 * HTML and CSS made at build time; each island is hydrated on its own
 * (`hydrateRoot` per island, in the web app's start-up), when it is needed:
 * at load, once the page is idle, or as it comes near the viewport.
 *
 * A library lists its islands in a registry (name -> code loader) and places
 * them with the `Island` component that `islandsOf(registry)` makes. While
 * prerendering, `Island` only leaves a marked slot and tells the collector; the
 * prerender renders each island as a root of its own into its slot (so its ids
 * match the browser's). Rendered in the browser as part of a larger tree
 * (stories, tests, a page shown without prerendering) it renders the island's
 * component in place, once its code has arrived.
 */


/**
 * An island's component: props must survive JSON (they travel in the page). It
 * may name the catalogs its words need, and what else to fetch before it
 * hydrates (`prepare`: a lazy screen it shows at once), so its first render in
 * the browser matches the page's HTML without waiting.
 */
export type IslandComponent<P = never> = ComponentType<P> & {
  readonly catalogs?: readonly unknown[];
  readonly prepare?: () => Promise<unknown>;
};

// The props parameter is left open here: each entry keeps its own component type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IslandLoader = () => Promise<IslandComponent<any>>;
export type IslandRegistry = Readonly<Record<string, IslandLoader>>;

type PropsOf<L> = L extends () => Promise<ComponentType<infer P>> ? P : never;


/** What the prerender learns from the page's render: each island's slot, name and props. */
export interface IslandCollector {
  add(renderId: string, island: { name: string; props: unknown; hydrate: HydrateWhen }): string;
}
export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/** An island's key: the same while prerendering and in the browser, for the ids its elements need. */
const IslandKeyContext = createContext('island');
export const IslandKeyProvider = IslandKeyContext.Provider;
export function useIslandKey(): string {
  return useContext(IslandKeyContext);
}

const contents: CSSProperties = { display: 'contents' };

export interface IslandProps<P> {
  name: string;
  props: P;
  /** When to hydrate (default `visible`: as it comes within a screen of the viewport). */
  hydrate?: HydrateWhen;
  /** With `hydrate="query"`: the query parameter that calls for the island. */
  query?: string;
  /** The wrapper element: `div` (default) or `span` inside text. It lays nothing out unless given a class. */
  as?: 'div' | 'span';
  className?: string;
}

/** Makes the `Island` component of a registry: `name` picks the island, `props` are its component's. */
export function islandsOf<R extends IslandRegistry>(registry: R) {
  type AnyProps = Record<string, unknown>;
  const inPlace = new Map<string, ComponentType<AnyProps>>();
  const lazyComponent = (name: string): ComponentType<AnyProps> => {
    let component = inPlace.get(name);
    if (!component) {
      const load = registry[name];
      if (!load) throw new Error(`no island named ${name}`);
      component = lazy(async () => ({ default: (await load()) as ComponentType<AnyProps> }));
      inPlace.set(name, component);
    }
    return component;
  };

  function Island<N extends Extract<keyof R, string>>({
    name,
    props,
    hydrate = 'visible',
    query,
    as: Tag = 'div',
    className,
  }: IslandProps<PropsOf<R[N]>> & { name: N }) {
    const collector = useContext(IslandCollectorContext);
    const renderId = useId();
    const marker = {
      [ISLAND_ATTRIBUTE]: name,
      [ISLAND_HYDRATE_ATTRIBUTE]: hydrate,
      [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props ?? {}),
      [ISLAND_QUERY_ATTRIBUTE]: query,
      className,
      style: className ? undefined : contents,
    };
    if (collector) {
      const slot = collector.add(renderId, { name, props, hydrate });
      return (
        <Tag {...marker} {...{ [ISLAND_SLOT_ATTRIBUTE]: slot }}>
          <template {...{ [ISLAND_SLOT_ATTRIBUTE]: slot }} />
        </Tag>
      );
    }
    const Component = lazyComponent(name);
    return (
      <Tag {...marker}>
        <Suspense fallback={null}>
          <IslandKeyProvider value={`${name}${renderId}`.replace(/[^\w-]/g, '')}>
            <Component {...(props as AnyProps)} />
          </IslandKeyProvider>
        </Suspense>
      </Tag>
    );
  }
  Island.displayName = 'Island';
  return Island;
}
