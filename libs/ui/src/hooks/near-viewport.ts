import { lazy, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';

/** How far ahead of the viewport a part of the page counts as near: one screen. */
export const NEAR_VIEWPORT_MARGIN = '100% 0px';

/**
 * Resolves when any of the elements with these ids comes near the viewport, or
 * is already above it (a jump to a later anchor scrolls past a part without
 * ever crossing it). Resolves at once where there is nothing to wait for: while
 * prerendering (no window), and when none of the elements is in the page (a
 * page rendered in the browser shows the part now).
 */
export function whenNearViewport(ids: string | readonly string[], rootMargin = NEAR_VIEWPORT_MARGIN): Promise<void> {
  if (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  const elements = (typeof ids === 'string' ? [ids] : ids)
    .map((id) => document.getElementById(id))
    .filter((element): element is HTMLElement => element !== null);
  if (elements.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting || entry.boundingClientRect.bottom < 0)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin },
    );
    for (const element of elements) observer.observe(element);
  });
}

/**
 * A part of a prerendered page whose code loads, and whose HTML hydrates, only
 * when it nears the viewport (one of `ids`, elements it renders itself, so they
 * are in the HTML). Until then React keeps its HTML as it is: visible, and free
 * of script. Wrap it in <Suspense>. A press on it before its code has arrived
 * is held by the host page and given to it once it has (apps/web early-presses).
 */
export function lazyWhenNear<P extends object>(
  ids: string | readonly string[],
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    whenNearViewport(ids)
      .then(load)
      .then((component) => ({ default: component })),
  );
}

/**
 * True once the element with this id has come near the viewport (by default
 * within one screen), and from then on. Lets a section fetch its content just
 * before it is seen, so a visitor who never scrolls there spends no data on it.
 */
export function useNearViewport(id: string, rootMargin = NEAR_VIEWPORT_MARGIN): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    let current = true;
    void whenNearViewport(id, rootMargin).then(() => {
      if (current) setNear(true);
    });
    return () => {
      current = false;
    };
  }, [id, rootMargin]);
  return near;
}
