import { lazy, useState, type ComponentType, type JSX } from 'react';

/** A component whose code is loaded on first use; `preload()` fetches it ahead. */
export interface Preloadable<P extends object> {
  (props: P): JSX.Element;
  /** Loads the code (once; a failed load is tried again on the next call). */
  preload(): Promise<ComponentType<P>>;
  /** Whether the code is here: the component then renders without suspending. */
  readonly loaded: boolean;
}

/**
 * Code-splits a part of the page (a screen, a dialog, the menu). Unlike
 * `React.lazy`, once its code has arrived it renders at once, without
 * suspending: a part loaded ahead (once the page was idle, or before
 * hydrating its prerendered HTML) shows on the very frame it is asked for,
 * where a suspending part would wait for React's fallback throttle (300 ms).
 * Before its code has arrived it suspends as `React.lazy` does.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let component: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (loadedComponent) => (component = loadedComponent),
      (error: unknown) => {
        pending = undefined; // let a later press try again (e.g. once the network is back)
        throw error;
      },
    );
    return pending;
  };
  const Suspending = lazy(() => preload().then((loadedComponent) => ({ default: loadedComponent })));
  function Part(props: P) {
    // Chosen once per mount: switching component types later would remount the part and lose its state.
    const [Component] = useState<ComponentType<P>>(() => component ?? (Suspending as unknown as ComponentType<P>));
    return <Component {...props} />;
  }
  Part.preload = preload;
  Object.defineProperty(Part, 'loaded', { get: () => component !== undefined });
  return Part as Preloadable<P>;
}
