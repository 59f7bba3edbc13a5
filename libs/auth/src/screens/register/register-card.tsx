import { INTERACTION_PARAM, ROLES, type Role } from '@intambwe/contract';
import { Tagged, useLocalePath } from '@intambwe/i18n';
import { notify, selectClasses, StaticButton, StaticExternalLink, inputClass, useHydrated } from '@intambwe/ui/static';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { authTimings } from '../../constants';
import { RegisterFormSchema, type RegisterFormValues } from '../../forms/auth-form-schemas';
import { showFieldFailures } from '../../forms/show-field-failures';
import { useAuthForm } from '../../forms/use-auth-form';
import { useGoogleSignIn } from '../../google/use-google-sign-in';
import {
  parts,
  RequiredField,
  StaticCardHeading,
  StaticEmailField,
  StaticGoogleButton,
  StaticNewPasswordFields,
  StaticOrDivider,
} from '../../layout/static-parts/static-parts';
import { useAuthMessages } from '../../messages';
import { useLater } from '../../navigation/use-later';
import { useScreenNavigation } from '../../navigation/screen-navigation';
import { rememberInteraction } from '../../openid/pending-interaction';
import { useAuthActions } from '../../state/auth-context';
import { useFailureText } from '../../state/use-failure-text';

const defaultValues: RegisterFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  role: 'student', // SPEC §3: the registration role defaults to student
  password: '',
  confirmPassword: '',
  agreeToTerms: false,
};

/**
 * 'I agree to the Terms of Service and Privacy Policy' (both open in a new tab), and its message. Its own part, so
 * the form registers it after the fields above it, as they render: the first field in error gets the focus.
 */
function TermsCheckbox({ register, error }: { register: UseFormRegister<RegisterFormValues>; error?: string }) {
  const m = useAuthMessages();
  const pathFor = useLocalePath();
  const message = useFailureText().fieldError(error);
  const messageId = useId();
  return (
    <div className={parts.check}>
      <label className={parts.checkRow}>
        <input
          type="checkbox"
          className={parts.checkbox}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          {...register('agreeToTerms')}
        />
        <span>
          <Tagged
            message={m.register.agreeToTerms}
            tags={{
              terms: (text) => (
                <StaticExternalLink href={pathFor('/terms')} className={parts.textLink}>
                  {text}
                </StaticExternalLink>
              ),
              privacy: (text) => (
                <StaticExternalLink href={pathFor('/privacy')} className={parts.textLink}>
                  {text}
                </StaticExternalLink>
              ),
            }}
          />
        </span>
      </label>
      {message && (
        <p id={messageId} className={parts.checkError}>
          {message}
        </p>
      )}
    </div>
  );
}

/**
 * What the /register card holds on the front door (SPEC §2, §4): names,
 * email, role ('I am a...'), password and confirmation, terms, Create Account,
 * Continue with Google. It runs without the design system (an island of the
 * prerendered page; its looks are classes made at build time). Success toasts
 * 'Registration successful!' and goes to /dashboard after 100 ms, which sends
 * the person on by role (or finishes the sign-in request of the platform that
 * sent them, `?interaction=…`).
 */
export function RegisterCard() {
  const { failureText, fieldFailures } = useFailureText();
  const pathFor = useLocalePath();
  const m = useAuthMessages();
  const { register: createAccount } = useAuthActions();
  const { search, navigate } = useScreenNavigation();
  const later = useLater();
  const google = useGoogleSignIn('signUp');
  const [registered, setRegistered] = useState(false);
  const hydrated = useHydrated();
  const interaction = hydrated ? new URLSearchParams(search).get(INTERACTION_PARAM) : null;
  useEffect(() => rememberInteraction(interaction), [interaction]);
  const {
    register,
    submitWith,
    sending,
    setError,
    formState: { errors },
  } = useAuthForm(RegisterFormSchema, defaultValues);

  const onSubmit = submitWith(async ({ firstName, lastName, email, password, role }) => {
    try {
      await createAccount({ firstName, lastName, email, password, role });
      setRegistered(true);
      notify.success(m.register.success);
      later(() => navigate(pathFor('/dashboard'), { replace: true }), authTimings.redirectDelayMs);
    } catch (error) {
      notify.error(failureText(error, m.register.failed));
      showFieldFailures(fieldFailures(error), setError, ['firstName', 'lastName', 'email', 'role', 'password']);
    }
  });

  const submitting = sending || registered;

  return (
    <>
      <StaticCardHeading title={m.register.title} subtitle={m.register.subtitle} />
      <form onSubmit={onSubmit} method="post" noValidate aria-label={m.register.title} className={parts.stack}>
        <div className={parts.pair}>
          <RequiredField name="firstName" label={m.fields.firstName} error={errors.firstName?.message}>
            {(control) => <input {...control} className={inputClass('lg')} autoComplete="given-name" {...register('firstName')} />}
          </RequiredField>
          <RequiredField name="lastName" label={m.fields.lastName} error={errors.lastName?.message}>
            {(control) => <input {...control} className={inputClass('lg')} autoComplete="family-name" {...register('lastName')} />}
          </RequiredField>
        </div>
        <StaticEmailField
          label={m.fields.email}
          error={errors.email?.message}
          placeholder={m.fields.emailPlaceholder}
          name="email"
          register={register}
        />
        <RequiredField name="role" label={m.fields.role} error={errors.role?.message}>
          {(control) => (
            <div className={selectClasses.root}>
              {/* The default in the HTML too, so the page shows Student before the app starts. */}
              <select {...control} className={selectClasses.field} defaultValue={defaultValues.role} {...register('role')}>
                <option value="">{m.fields.rolePlaceholder}</option>
                {ROLES.map((role: Role) => (
                  <option key={role} value={role}>
                    {m.roles[role]}
                  </option>
                ))}
              </select>
              <span className={selectClasses.indicator} aria-hidden="true">
                <ChevronDown />
              </span>
            </div>
          )}
        </RequiredField>
        <StaticNewPasswordFields variant="signUp" register={register} errors={errors} />
        <TermsCheckbox register={register} error={errors.agreeToTerms?.message} />
        <StaticButton
          type="submit"
          size="lg"
          full
          loading={submitting}
          loadingText={m.register.submitting}
          disabled={google.busy}
        >
          {m.register.submit}
        </StaticButton>
      </form>
      <StaticOrDivider />
      <StaticGoogleButton busy={google.busy} disabled={submitting} onClick={google.start} />
      {google.popup}
    </>
  );
}
RegisterCard.displayName = 'RegisterCard';
