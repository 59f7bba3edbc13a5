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

const NEXT_PAGE_KEY = 'intambwe:toast-for-next-page';
/** A toast carried over is shown only on a page that starts this soon after the last one was left (not on a later return). */
const CARRY_MS = 10_000;

interface CarriedToast {
  type: 'success' | 'error' | 'info' | 'warning';
  title: string;
  at: number;
}

/**
 * A toast from a screen that moves on at once: shown now, and, if the page
 * is left while it is still showing (the next screen is a page of its own),
 * shown again on the next page of this tab, so the words are not lost in the
 * page load.
 */
export function notifyAcrossPages(type: CarriedToast['type'], title: string): string {
  const id = toaster.create({ type, title, closable: true });
  if (typeof window !== 'undefined') {
    const carry = () => {
      if (!toaster.isVisible(id)) return;
      try {
        sessionStorage.setItem(NEXT_PAGE_KEY, JSON.stringify({ type, title, at: Date.now() } satisfies CarriedToast));
      } catch {
        // Storage refused: the toast stays with this page only.
      }
    };
    window.addEventListener('pagehide', carry, { once: true });
  }
  return id;
}

/** Shows the toast the last page of this tab carried over (see notifyAcrossPages), once. */
export function showCarriedToast(): void {
  try {
    const raw = sessionStorage.getItem(NEXT_PAGE_KEY);
    if (!raw) return;
    sessionStorage.removeItem(NEXT_PAGE_KEY);
    const carried = JSON.parse(raw) as Partial<CarriedToast>;
    if (typeof carried.title !== 'string' || typeof carried.at !== 'number' || Date.now() - carried.at > CARRY_MS) return;
    toaster.create({ type: carried.type ?? 'info', title: carried.title, closable: true });
  } catch {
    // Nothing readable carried over.
  }
}
