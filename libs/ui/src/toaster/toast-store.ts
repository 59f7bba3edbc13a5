import { createToaster } from '@ark-ui/react/toast';

/** SPEC §9: toasts close after 5000 ms, top right, and pause on hover and focus loss. */
export const TOAST_DURATION_MS = 5000;

/**
 * The one toaster of the page: a small store that holds toasts (Ark's, which
 * Chakra's toasts are made of). Creating it touches no browser API, so modules
 * that import it stay safe to prerender, and it costs a page no design-system
 * runtime. Show toasts with `toaster.create(...)` or the `notify` helpers.
 */
export const toaster = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
  max: 4,
});

export type ToastStore = typeof toaster;

type NotifyOptions = { description?: string; duration?: number };

export const notify = {
  success: (title: string, options: NotifyOptions = {}) => toaster.create({ type: 'success', title, closable: true, ...options }),
  error: (title: string, options: NotifyOptions = {}) => toaster.create({ type: 'error', title, closable: true, ...options }),
  info: (title: string, options: NotifyOptions = {}) => toaster.create({ type: 'info', title, closable: true, ...options }),
  warning: (title: string, options: NotifyOptions = {}) => toaster.create({ type: 'warning', title, closable: true, ...options }),
};
