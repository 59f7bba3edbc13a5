import {
  Toaster as ChakraToaster,
  Portal,
  Spinner,
  Stack,
  Toast,
  createToaster,
} from '@chakra-ui/react';
import { useEffect } from 'react';
import { uiMessages } from '../messages';

/** SPEC §9: toasts close after 5000 ms, top right, and pause on hover and focus loss. */
export const TOAST_DURATION_MS = 5000;

/**
 * The one toaster of the page. Creating it touches no browser API, so modules
 * that import it stay safe to prerender. Show toasts with `toaster.create(...)`
 * or the `notify` helpers.
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

/** Renders the toasts; mount once near the root (UiProvider does). */
export function Toaster() {
  usePauseOnFocusLoss();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger aria-label={uiMessages.closeNotification} />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
Toaster.displayName = 'Toaster';
