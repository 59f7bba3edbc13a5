import {
  StaticButton,
  StaticField,
  StaticPasswordInput,
  inputClass,
  headingClass,
  cx,
  staticClasses,
  type StaticButtonProps,
  type StaticFieldProps,
} from '@intambwe/ui/static';
import { useId, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { EmailFieldProps } from '../form-field/email-field';
import { useNewPasswordFieldProps, type NewPasswordFieldsProps, type NewPasswordValues } from '../form-field/new-password-field-props';
import type { PasswordFieldProps } from '../form-field/password-field';
import { passwordInputWords } from '../form-field/password-words';
import { GoogleMark } from '../../google/google-button/google-mark';
import { useAuthMessages } from '../../messages';
import { useFailureText } from '../../state/use-failure-text';
import type { authPartsStyles } from './static-parts.styles';

/**
 * The account screens' parts for public pages, without the design system's
 * runtime: the same words, roles and looks as their Chakra versions (EmailField,
 * PasswordField, GoogleButton, the divider and AuthPageLayout's title), with
 * Chakra's looks as classes made at build time (`authPartsStyles`, the static kit).
 */
export const parts = staticClasses<typeof authPartsStyles>('auth-parts');

/**
 * A required field of a form: its label, and its message in words (FormField's rule), tied to the control by an id
 * unique on the page (React's, the same on the server and in the browser: islands hydrate with their own prefix).
 */
export function RequiredField({
  name,
  label,
  error,
  helperText,
  children,
}: {
  name: string;
  label: string;
  error?: string;
  helperText?: string;
  children: StaticFieldProps['children'];
}) {
  const message = useFailureText().fieldError(error);
  return (
    <StaticField id={`${useId()}${name}`} label={label} required error={message} helperText={helperText}>
      {children}
    </StaticField>
  );
}

/** A required email field, as EmailField shows it. */
export function StaticEmailField<Values extends FieldValues>({
  label,
  error,
  name,
  register,
  placeholder,
  autoComplete = 'email',
}: EmailFieldProps<Values>) {
  return (
    <RequiredField name={name} label={label} error={error}>
      {(control) => (
        <input
          {...control}
          type="email"
          inputMode="email"
          autoComplete={autoComplete}
          placeholder={placeholder}
          className={inputClass('lg')}
          {...register(name)}
        />
      )}
    </RequiredField>
  );
}

/** A required password field with its show/hide toggle, as PasswordField shows it. */
export function StaticPasswordField<Values extends FieldValues>({
  label,
  error,
  name,
  register,
  autoComplete = 'current-password',
  placeholder,
  helperText,
}: PasswordFieldProps<Values>) {
  const m = useAuthMessages();
  return (
    <RequiredField name={name} label={label} error={error} helperText={helperText}>
      {(control) => (
        <StaticPasswordInput
          {...control}
          size="lg"
          autoComplete={autoComplete}
          {...passwordInputWords(m, autoComplete, placeholder)}
          {...register(name)}
        />
      )}
    </RequiredField>
  );
}

/** The new password and its confirmation, as NewPasswordFields shows them. */
export function StaticNewPasswordFields<Values extends NewPasswordValues>(props: NewPasswordFieldsProps<Values>) {
  const fields = useNewPasswordFieldProps(props);
  return (
    <>
      <StaticPasswordField {...fields.password} />
      <StaticPasswordField {...fields.confirmPassword} />
    </>
  );
}

export interface StaticGoogleButtonProps extends Omit<StaticButtonProps, 'children' | 'loading'> {
  busy?: boolean;
  label?: string;
}

/** Continue with Google, as GoogleButton shows it: Google's script is fetched only after a press. */
export function StaticGoogleButton({ busy = false, label, ...rest }: StaticGoogleButtonProps) {
  const all = useAuthMessages();
  return (
    <StaticButton variant="outline" size="lg" full loading={busy} loadingText={all.google.busy} {...rest}>
      <GoogleMark />
      {label ?? all.google.button}
    </StaticButton>
  );
}

/** "—— or ——" between a form and the other ways in. */
export function StaticOrDivider() {
  const m = useAuthMessages();
  return (
    <div className={parts.divider} aria-hidden="true">
      <span className={parts.dividerLine} />
      <span className={parts.dividerText}>{m.layout.or}</span>
      <span className={parts.dividerLine} />
    </div>
  );
}

/** The card's title (the page's one h1) and subtitle, as AuthPageLayout shows them. */
export function StaticCardHeading({ title, subtitle, icon }: { title: ReactNode; subtitle?: ReactNode; icon?: ReactNode }) {
  return (
    <div className={parts.heading}>
      {icon && (
        <span className={parts.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <h1 className={cx(headingClass('xl'), parts.title)}>{title}</h1>
      {subtitle && <p className={parts.subtitle}>{subtitle}</p>}
    </div>
  );
}
