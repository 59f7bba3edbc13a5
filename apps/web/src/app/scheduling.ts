/** Resolves in a new task, so the browser can handle input and paint in between. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves once the page has loaded and painted it: the content the visitor
 * came for is on screen before any of the app's work begins.
 */
export function afterPageShown(): Promise<void> {
  const loaded =
    document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(() =>
    typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden'
      ? nextTask()
      : new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}
