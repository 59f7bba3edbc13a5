import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Resolves when any of the elements with these ids comes near the viewport, or
 * is already above it (a jump to a later anchor scrolls past the first
 * section of a group without ever crossing it). Resolves at once while
 * prerendering and when none of the elements is in the page (a client-only
 * start renders them now).
 */
export function whenAnyNearViewport(ids: readonly string[], rootMargin = '400px 0px'): Promise<void> {
  if (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  const elements = ids.map((id) => document.getElementById(id)).filter((element): element is HTMLElement => element !== null);
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
 * A component whose code loads, and whose prerendered HTML hydrates, only when
 * one of its sections (rendered by the component itself, so present in the
 * prerendered HTML) nears the viewport. Until then React keeps the server HTML.
 */
export function lazyWhenNear(
  ids: readonly string[],
  load: () => Promise<{ default: ComponentType }>,
): LazyExoticComponent<ComponentType> {
  return lazy(() => whenAnyNearViewport(ids).then(load));
}
