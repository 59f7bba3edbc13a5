import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useUiMessages } from '../messages';
import { cx } from './classes';
import { buttonClass, fieldClasses, inputClass, kitClasses } from './kit';

/** What a field gives its control so that it is labelled, described by its message and marked invalid. */
export interface StaticFieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

export interface StaticFieldProps {
  /** The control's id; the message's is `${id}-error` (or `-helper`). */
  id: string;
  label: ReactNode;
  required?: boolean;
  /** What is wrong, in words: the control is then invalid and described by it. */
  error?: string;
  /** A hint under the control while nothing is wrong. */
  helperText?: ReactNode;
  /** The control (an input, a textarea, a StaticPasswordInput), given what links it to its label and message. */
  children: (control: StaticFieldControlProps) => ReactNode;
}

/**
 * A labelled field with its message: Chakra's Field look (`fieldClasses`)
 * without its runtime, for islands and the account screens of public pages.
 * The message is tied to the control with `aria-describedby`, which every
 * screen reader reads (TalkBack among them).
 */
export function StaticField({ id, label, required = false, error, helperText, children }: StaticFieldProps) {
  const errorId = `${id}-error`;
  const helperId = `${id}-helper`;
  const describedBy = error ? errorId : helperText ? helperId : undefined;
  return (
    <div className={fieldClasses.root}>
      <label htmlFor={id} className={fieldClasses.label}>
        {label}
        {required && (
          <span aria-hidden="true" className={fieldClasses.requiredIndicator}>
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {helperText && !error && (
        <p id={helperId} className={fieldClasses.helperText}>
          {helperText}
        </p>
      )}
      {error && (
        <p id={errorId} className={fieldClasses.errorText}>
          {error}
        </p>
      )}
    </div>
  );
}
StaticField.displayName = 'StaticField';

export interface StaticPasswordInputProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'size'> {
  size?: 'md' | 'lg';
  /** Accessible names of the toggle; default to the design system's words. */
  showLabel?: string;
  hideLabel?: string;
}

/**
 * A password input with its show/hide toggle (a button with `aria-pressed`
 * that never submits the form), without the design system's runtime. Works
 * with react-hook-form's `register` (the ref reaches the input).
 */
export function StaticPasswordInput({ size = 'md', showLabel, hideLabel, className, ...props }: StaticPasswordInputProps) {
  const m = useUiMessages();
  const [visible, setVisible] = useState(false);
  return (
    <div className={kitClasses.inputGroup}>
      <input
        {...props}
        type={visible ? 'text' : 'password'}
        className={cx(inputClass(size), kitClasses.inputWithEnd, className)}
      />
      <span className={kitClasses.inputEnd}>
        <button
          type="button"
          className={buttonClass({ variant: 'ghost', size: 'sm', icon: true })}
          aria-label={visible ? (hideLabel ?? m.hidePassword) : (showLabel ?? m.showPassword)}
          aria-pressed={visible}
          aria-controls={props.id}
          disabled={props.disabled}
          onClick={() => setVisible((current) => !current)}
        >
          {visible ? <EyeOff aria-hidden="true" size={18} /> : <Eye aria-hidden="true" size={18} />}
        </button>
      </span>
    </div>
  );
}
StaticPasswordInput.displayName = 'StaticPasswordInput';
