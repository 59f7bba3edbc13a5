import {
  useIslandKey,
  StaticButton,
  StaticField,
  StaticPasswordInput,
  inputClass,
  headingClass,
  cx,
  staticClasses,
  type StaticButtonProps,
} from '@intambwe/ui/static';
import { useId, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { GoogleMark } from '../../google/google-button/google-mark';
import { useAuthMessages } from '../../messages';
import { useFailureText } from '../../state/use-failure-text';
import type { authPartsStyles } from './static-parts.styles';

/**
 * The account screens' parts for public pages, without the design system's
 * runtime: the same words, roles and looks as their Chakra versions (EmailField,
 * PasswordField, GoogleButton, OrDivider and AuthPageLayout's title), with
 * Chakra's looks as classes made at build time (`authPartsStyles`, the static kit).
 */
export const parts = staticClasses<typeof authPartsStyles>('auth-parts');

/** A unique id for a field: the island's key where there is one (the same on the server and in the browser). */
function useFieldId(name: string): string {
  const island = useIslandKey();
  const own = useId();
  return `${island || own}-${name}`;
}

interface RegisteredFieldProps<Values extends FieldValues> {
  label: string;
  /** The code of the rule the field broke, or words already chosen (see FormField). */
  error?: string;
  name: Path<Values>;
  register: UseFormRegister<Values>;
}

export interface StaticEmailFieldProps<Values extends FieldValues> extends RegisteredFieldProps<Values> {
  placeholder?: string;
  autoComplete?: string;
}

/** A required email field, as EmailField shows it. */
export function StaticEmailField<Values extends FieldValues>({
  label,
  error,
  name,
  register,
  placeholder,
  autoComplete = 'email',
}: StaticEmailFieldProps<Values>) {
  const m = useAuthMessages();
  const message = useFailureText().fieldError(error);
  const id = useFieldId(name);
  return (
    <StaticField id={id} label={label} required error={message}>
      {(control) => (
        <input
          {...control}
          type="email"
          inputMode="email"
          autoComplete={autoComplete}
          placeholder={placeholder ?? m.fields.emailPlaceholder}
          className={inputClass('lg')}
          {...register(name)}
        />
      )}
    </StaticField>
  );
}

export interface StaticPasswordFieldProps<Values extends FieldValues> extends RegisteredFieldProps<Values> {
  autoComplete?: 'current-password' | 'new-password';
  placeholder?: string;
}

/** A required password field with its show/hide toggle, as PasswordField shows it. */
export function StaticPasswordField<Values extends FieldValues>({
  label,
  error,
  name,
  register,
  autoComplete = 'current-password',
  placeholder,
}: StaticPasswordFieldProps<Values>) {
  const m = useAuthMessages();
  const message = useFailureText().fieldError(error);
  const id = useFieldId(name);
  return (
    <StaticField id={id} label={label} required error={message}>
      {(control) => (
        <StaticPasswordInput
          {...control}
          size="lg"
          autoComplete={autoComplete}
          placeholder={
            placeholder ?? (autoComplete === 'new-password' ? m.fields.newPasswordPlaceholder : m.fields.passwordPlaceholder)
          }
          showLabel={m.fields.showPassword}
          hideLabel={m.fields.hidePassword}
          {...register(name)}
        />
      )}
    </StaticField>
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
export function StaticCardHeading({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  return (
    <div className={parts.heading}>
      <h1 className={cx(headingClass('xl'), parts.title)}>{title}</h1>
      {subtitle && <p className={parts.subtitle}>{subtitle}</p>}
    </div>
  );
}
