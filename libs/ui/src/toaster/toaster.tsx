import { Box, createToaster, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';

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

type ViewModule = { default: ComponentType<{ toaster: typeof toaster }> };
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
    <Stack position="fixed" top="4" insetEnd="4" zIndex="toast" gap="2" maxW="sm" role="region" aria-live="polite">
      {toasts.map((toast) => (
        <Box key={String(toast.id)} role={toast.type === 'error' ? 'alert' : 'status'} bg="bg.panel" borderWidth="1px" borderRadius="l2" boxShadow="lg" p="4">
          {toast.title ? <Text fontWeight="medium">{String(toast.title)}</Text> : null}
          {toast.description ? <Text fontSize="sm">{String(toast.description)}</Text> : null}
        </Box>
      ))}
    </Stack>
  );
}

const ToasterView = lazy(() => prefetchToasterView().catch((): ViewModule => ({ default: PlainToasts })));

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
  useEffect(() => {
    const fetchAhead = () => void prefetchToasterView().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(fetchAhead, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(fetchAhead, 1000);
    return () => window.clearTimeout(timer);
  }, []);
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
