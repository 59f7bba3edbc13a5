import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';

/** SPEC §9: toasts close after 5000 ms, top right, and pause on hover and focus loss. */
export const TOAST_DURATION_MS = 5000;

/**
 * The one toaster of the page: a small store that holds toasts. Creating it
 * touches no browser API, so modules that import it stay safe to prerender.
 * Show toasts with `toaster.create(...)` or the `notify` helpers.
 */
export const toaster = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
  max: 4,
});

type NotifyOptions = { description?: string; duration?: number };

export const notify = {
  success: (title: string, options: NotifyOptions = {}) => toaster.create({ type: 'success', title, closable: true, ...options }),
  error: (title: string, options: NotifyOptions = {}) => toaster.create({ type: 'error', title, closable: true, ...options }),
  info: (title: string, options: NotifyOptions = {}) => toaster.create({ type: 'info', title, closable: true, ...options }),
  warning: (title: string, options: NotifyOptions = {}) => toaster.create({ type: 'warning', title, closable: true, ...options }),
};

/** The toast list and its state machines arrive with the first toast, not with the page. */
const ToasterView = lazy(() => import('./toaster-view'));

function subscribeToToasts(onChange: () => void) {
  // The store notifies before it adds the toast to its list: read the count a moment later.
  return toaster.subscribe(() => queueMicrotask(onChange));
}

const hasToasts = () => toaster.getCount() > 0;

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

/** Renders the toasts; mount once near the root (UiProvider does). Renders nothing until the first toast. */
export function Toaster() {
  usePauseOnFocusLoss();
  const hasToast = useSyncExternalStore(subscribeToToasts, hasToasts, () => false);
  // Once shown, the view stays mounted so closing animations can finish.
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (hasToast) setNeeded(true);
  }, [hasToast]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView toaster={toaster} />
    </Suspense>
  );
}
Toaster.displayName = 'Toaster';
