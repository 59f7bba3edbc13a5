import { Portal } from '@ark-ui/react/portal';
import {
  Toaster as ArkToaster,
  ToastActionTrigger,
  ToastCloseTrigger,
  ToastDescription,
  ToastRoot,
  ToastTitle,
} from '@ark-ui/react/toast';
import { plainTexts } from '@intambwe/i18n';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { uiMessageDescriptors } from '../messages';
import { cx, staticClasses } from '../static/classes';
import { Spinner } from '../static/kit';
import type { toastStyles } from './toast.styles';
import type { ToastStore } from './toast-store';

const t = staticClasses<typeof toastStyles>('toaster');

const INDICATORS = { success: CircleCheck, error: CircleAlert, warning: TriangleAlert, info: Info } as const;

/**
 * The toast list (loaded when the page is idle, or with the first toast):
 * Ark's toaster, which Chakra's is made of, with Chakra's toast looks as
 * classes (toast.styles.ts), so it needs no design-system runtime.
 */
export default function ToasterView({ toaster }: { toaster: ToastStore }) {
  // The toasts live above every screen (and its language): they speak the page's language.
  const m = plainTexts(uiMessageDescriptors, typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en');
  return (
    <Portal>
      <ArkToaster toaster={toaster} className={t.group}>
        {(toast) => {
          const Indicator = INDICATORS[toast.type as keyof typeof INDICATORS];
          return (
            <ToastRoot className={cx(t['toast-root'], t.width)}>
              {toast.type === 'loading' ? (
                <Spinner size="sm" />
              ) : Indicator ? (
                <Indicator aria-hidden="true" className={t['toast-indicator']} size={20} />
              ) : null}
              <div className={t.text}>
                {toast.title && <ToastTitle className={t['toast-title']}>{toast.title}</ToastTitle>}
                {toast.description && <ToastDescription className={t['toast-description']}>{toast.description}</ToastDescription>}
              </div>
              {toast.action && <ToastActionTrigger className={t['toast-actionTrigger']}>{toast.action.label}</ToastActionTrigger>}
              {toast.closable && (
                <ToastCloseTrigger className={t['toast-closeTrigger']} aria-label={m.closeNotification}>
                  <X aria-hidden="true" size={16} />
                </ToastCloseTrigger>
              )}
            </ToastRoot>
          );
        }}
      </ArkToaster>
    </Portal>
  );
}
