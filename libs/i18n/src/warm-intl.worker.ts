/**
 * Runs in a worker (warm-intl.ts): makes a time and a number formatter for the
 * languages it is sent, so the browser loads Intl's data for them (one store
 * per page process, shared by its threads) here rather than on the page's
 * main thread, then says it is done.
 */
interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<string[]>) => void): void;
  postMessage(message: boolean): void;
}
const scope = globalThis as unknown as WorkerScope;

scope.addEventListener('message', ({ data: locales }) => {
  try {
    new Intl.DateTimeFormat(locales, { hour: '2-digit', minute: '2-digit' }).format(0);
    new Intl.NumberFormat(locales).format(1.5);
    scope.postMessage(true);
  } catch {
    scope.postMessage(false);
  }
});
