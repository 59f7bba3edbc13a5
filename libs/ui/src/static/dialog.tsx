import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cx } from './classes';
import { buttonClass, kitClasses } from './kit';

export interface StaticDialogProps {
  title: ReactNode;
  /** The close button's name. */
  closeLabel: string;
  /** The person closed it: the close button, Escape, or a press beside it. */
  onClose(): void;
  /** `alertdialog` for a confirmation that destroys something. */
  role?: 'dialog' | 'alertdialog';
  /** While something is on its way: Escape, a press beside it and the close button do nothing. */
  busy?: boolean;
  /** A selector of the control that takes the focus as it opens (else the browser's choice: the first one). */
  initialFocus?: string;
  children: ReactNode;
}

/**
 * A modal dialog for islands, without the design system's runtime: the
 * browser's own `<dialog>` (top layer, inert page behind, focus kept inside
 * and returned on close) with Chakra's Dialog looks as classes. It opens as it
 * renders; the caller removes it once `onClose` is called.
 */
export function StaticDialog({
  title,
  closeLabel,
  onClose,
  role = 'dialog',
  busy = false,
  initialFocus,
  children,
}: StaticDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const latest = useRef({ busy, onClose, shown: true });
  latest.current = { busy, onClose, shown: latest.current.shown };
  const close = () => {
    if (!latest.current.busy) latest.current.onClose();
  };

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    if (initialFocus) element.querySelector<HTMLElement>(initialFocus)?.focus();
    latest.current.shown = true;
    return () => {
      latest.current.shown = false; // closed by its caller: not a close to report
      element.close(); // focus goes back to what opened it
    };
  }, [initialFocus]);

  return (
    <dialog
      ref={dialog}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-modal="true"
      className={kitClasses.dialog}
      // A press beside it (light dismiss) and Escape ask the browser to cancel: the caller closes it, as every other way.
      {...{ closedby: 'any' }}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      // Where the browser closes it on its own (a cancel it did not let us stop): the caller hears of it, or, while busy, it opens again.
      onClose={(event) => {
        if (!latest.current.shown) return;
        if (latest.current.busy) event.currentTarget.showModal();
        else latest.current.onClose();
      }}
    >
      <div className={kitClasses.dialogContent}>
        <div className={kitClasses.dialogHeader}>
          <h2 id={titleId} className={kitClasses.dialogTitle}>
            {title}
          </h2>
        </div>
        {children}
        <button
          type="button"
          className={cx(buttonClass({ variant: 'ghost', size: 'sm', icon: true }), kitClasses.dialogCloseTrigger)}
          aria-label={closeLabel}
          disabled={busy}
          onClick={close}
        >
          <X aria-hidden="true" size={16} />
        </button>
      </div>
    </dialog>
  );
}
StaticDialog.displayName = 'StaticDialog';
