import { lazy, useState, type ComponentType } from 'react';

/** A screen loaded on first use; `preload()` fetches it ahead of rendering. */
export interface LazyScreen {
  (): React.JSX.Element;
  preload(): Promise<ComponentType>;
}

/**
 * Code-splits a route screen. Once its module has arrived the screen renders
 * without suspending, so a prerendered page whose screen was preloaded before
 * hydration matches its HTML on the first client render.
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined; // let a later visit try again (e.g. after the network came back)
        throw error;
      },
    );
    return pending;
  };
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  function Screen() {
    // Chosen once per mount: switching component types later would remount the screen and lose its state.
    const [Component] = useState<ComponentType>(() => loaded ?? Suspending);
    return <Component />;
  }
  Screen.preload = preload;
  return Screen;
}
