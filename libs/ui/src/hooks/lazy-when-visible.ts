import { lazy, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Resolves when the element with this id comes near the viewport. Resolves at
 * once where there is nothing to wait for: while prerendering (no window), and
 * when the element is not in the page (a client-only start renders it now).
 */
export function whenNearViewport(id: string, rootMargin = '400px 0px'): Promise<void> {
  if (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  const element = document.getElementById(id);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
  });
}

/**
 * A component whose code loads, and whose prerendered HTML hydrates, only when
 * its section (the element with `anchorId`, rendered by the section itself)
 * nears the viewport. Until then React keeps the server HTML as it is: the
 * content is visible and costs no script time. Wrap it in <Suspense>, and keep
 * context values above it stable (stores, not changing context state), or React
 * will have to render it early.
 */
export function lazyWhenVisible<P extends object>(
  anchorId: string,
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => whenNearViewport(anchorId).then(load));
}

/**
 * True once the element with this id has come near the viewport (by default
 * within one and a half screens), and from then on. Lets a section fetch its
 * content just before it is seen, so a visitor who never scrolls there spends
 * no data on it. True at once where there is nothing to wait for (see
 * `whenNearViewport`).
 */
export function useNearViewport(id: string, rootMargin = '150% 0px'): boolean {
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
