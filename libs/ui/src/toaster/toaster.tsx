import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { staticClasses } from '../static/classes';
import type { toastStyles } from './toast.styles';
import { showCarriedToast, toaster, type ToastStore } from './toast-store';

export { notify, notifyAcrossPages, toaster, TOAST_DURATION_MS } from './toast-store';

const t = staticClasses<typeof toastStyles>('toaster');

type ViewModule = { default: ComponentType<{ toaster: ToastStore }> };
let viewModule: Promise<ViewModule> | null = null;

/**
 * The toast list and its state machines: not part of the page's first
 * download, but fetched as soon as the page is idle, so a toast shows even if
 * the connection drops before the first one (a failed sign-in offline).
 */
export function prefetchToasterView(): Promise<ViewModule> {
  viewModule ??= import('./toaster-view').catch((error: unknown) => {
    viewModule = null; // tried again on the next toast (the connection may be back)
    throw error;
  });
  return viewModule;
}

/**
 * What a toast shows if its view could not be fetched (the connection dropped
 * before it came): the same words, in a live region, with no animations.
 */
let plainSnapshot: ReturnType<typeof toaster.getVisibleToasts> = [];
let plainStale = true;
const readPlainToasts = () => {
  if (plainStale) {
    plainSnapshot = toaster.getVisibleToasts();
    plainStale = false;
  }
  return plainSnapshot;
};
const subscribeToPlainToasts = (onChange: () => void) =>
  toaster.subscribe(() =>
    queueMicrotask(() => {
      plainStale = true;
      onChange();
    }),
  );
const noToasts: ReturnType<typeof toaster.getVisibleToasts> = [];

function PlainToasts() {
  const toasts = useSyncExternalStore(subscribeToPlainToasts, readPlainToasts, () => noToasts);
  return (
    <div className={t.plain} role="region" aria-live="polite">
      {toasts.map((toast) => (
        <div key={String(toast.id)} role={toast.type === 'error' ? 'alert' : 'status'} className={t['plain-item']}>
          {toast.title ? <p className={t['toast-title']}>{String(toast.title)}</p> : null}
          {toast.description ? <p className={t['toast-description']}>{String(toast.description)}</p> : null}
        </div>
      ))}
    </div>
  );
}

const ToasterView = lazy(() => prefetchToasterView().catch((): ViewModule => ({ default: PlainToasts })));

function subscribeToToasts(onChange: () => void) {
  // The store notifies before it adds the toast to its list: read the count a moment later.
  return toaster.subscribe(() => queueMicrotask(onChange));
}

const hasToasts = () => toaster.getCount() > 0;

/** True from the page's first toast on (and then for good, so closing animations can finish). */
export function useToastShown(): boolean {
  const hasToast = useSyncExternalStore(subscribeToToasts, hasToasts, () => false);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (hasToast) setShown(true);
  }, [hasToast]);
  return shown;
}

/** Pauses every toast while the window has lost focus (hover pausing is built in). */
function usePauseOnFocusLoss() {
  useEffect(() => {
    const pause = () => toaster.pause();
    const resume = () => toaster.resume();
    window.addEventListener('blur', pause);
    window.addEventListener('focus', resume);
    return () => {
      window.removeEventListener('blur', pause);
      window.removeEventListener('focus', resume);
    };
  }, []);
}

/**
 * Renders the toasts; mount once per page (UiProvider does, and so does each
 * island that shows toasts). Renders nothing until the first toast. It needs
 * the `toaster` static styles in the page (toast.styles.ts): the prerender
 * puts them in the page's stylesheet, UiProvider makes them where Chakra runs.
 */
export function Toaster() {
  usePauseOnFocusLoss();
  // A toast the last page of this tab was showing as it was left (notifyAcrossPages).
  useEffect(showCarriedToast, []);
  useEffect(() => {
    const fetchAhead = () => void prefetchToasterView().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(fetchAhead, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(fetchAhead, 1000);
    return () => window.clearTimeout(timer);
  }, []);
  const needed = useToastShown();
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView toaster={toaster} />
    </Suspense>
  );
}
Toaster.displayName = 'Toaster';
