import { Button, Checkbox, Input, Link, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { usePlatformConfig } from '@intambwe/api-client';
import { INTERACTION_PARAM, ROLES, type Role } from '@intambwe/contract';
import { Tagged, useLocalePath } from '@intambwe/i18n';
import { ExternalLink, notify, useComponentRecipes, useHydrated } from '@intambwe/ui';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { rememberInteraction } from '../../openid/pending-interaction';
import { SignInStart, useReturnPath } from '../sign-in-start/sign-in-start-screen';
import { authTimings } from '../../constants';
import { RegisterFormSchema, type RegisterFormValues } from '../../forms/auth-form-schemas';
import { useAuthForm } from '../../forms/use-auth-form';
import { GoogleButton } from '../../google/google-button/google-button';
import { useGoogleSignIn } from '../../google/use-google-sign-in';
import { AuthPageLayout } from '../../layout/auth-page-layout/auth-page-layout';
import { EmailField } from '../../layout/form-field/email-field';
import { FormField } from '../../layout/form-field/form-field';
import { NewPasswordFields } from '../../layout/form-field/new-password-fields';
import { OrDivider } from '../../layout/or-divider/or-divider';
import { useAuthMessages } from '../../messages';
import { useFailureText } from '../../state/use-failure-text';
import { showFieldFailures } from '../../forms/show-field-failures';
import { useLater } from '../../navigation/use-later';
import { useAuthActions } from '../../state/auth-context';

const TERMS_ERROR_ID = 'register-terms-error';

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
 * /register (SPEC §2, §4): names, email, role ('I am a...'), password and
 * confirmation, terms, Create Account, Continue with Google. Success toasts
 * 'Registration successful!' and goes to /dashboard after 100 ms, which sends
 * the person on by role (or finishes the sign-in request of the platform that
 * sent them, `?interaction=…`). On a sister platform (`openId` in the
 * configuration) the screen opens the front door's sign-up screen through the
 * code flow instead (prompt=create).
 */
export function RegisterScreen() {
  const { openId } = usePlatformConfig();
  const returnTo = useReturnPath();
  if (openId) return <SignInStart screen="register" returnTo={returnTo} />;
  return <FrontDoorRegister />;
}
RegisterScreen.displayName = 'RegisterScreen';

function FrontDoorRegister() {
  const { failureText, fieldError, fieldFailures } = useFailureText();
  const pathFor = useLocalePath();
  const all = useAuthMessages();
  const m = all;
  useComponentRecipes();
  // Until the page is interactive a press would be lost (or submit natively): the buttons wait.
  const { register: createAccount } = useAuthActions();
  const navigate = useNavigate();
  const later = useLater();
  const google = useGoogleSignIn('signUp');
  const [registered, setRegistered] = useState(false);
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const interaction = hydrated ? params.get(INTERACTION_PARAM) : null;
  useEffect(() => rememberInteraction(interaction), [interaction]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useAuthForm(RegisterFormSchema, defaultValues);

  const onSubmit = handleSubmit(async ({ firstName, lastName, email, password, role }) => {
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

  const submitting = isSubmitting || registered;

  return (
    <AuthPageLayout
      title={m.register.title}
      subtitle={m.register.subtitle}
      width="lg"
      footer={
        <Text>
          {m.register.haveAccount}{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={pathFor('/login')}>{m.register.loginLink}</RouterLink>
          </Link>
        </Text>
      }
    >
      <form onSubmit={onSubmit} method="post" noValidate aria-label={m.register.title}>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label={m.fields.firstName} error={errors.firstName?.message} required>
              {(a11y) => <Input {...a11y} size="lg" autoComplete="given-name" {...register('firstName')} />}
            </FormField>
            <FormField label={m.fields.lastName} error={errors.lastName?.message} required>
              {(a11y) => <Input {...a11y} size="lg" autoComplete="family-name" {...register('lastName')} />}
            </FormField>
          </SimpleGrid>
          <EmailField
            label={m.fields.email}
            error={errors.email?.message}
            placeholder={m.fields.emailPlaceholder}
            name="email"
            register={register}
          />
          <FormField label={m.fields.role} error={errors.role?.message} required>
            {(a11y) => (
              <NativeSelect.Root size="lg">
                {/* The default in the HTML too, so the page shows Student before the app starts. */}
                <NativeSelect.Field
                  {...a11y}
                  placeholder={m.fields.rolePlaceholder}
                  defaultValue={defaultValues.role}
                  {...register('role')}
                >
                  {ROLES.map((role: Role) => (
                    <option key={role} value={role}>
                      {m.roles[role]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          </FormField>
          <NewPasswordFields variant="signUp" register={register} errors={errors} />
          <Controller
            control={control}
            name="agreeToTerms"
            render={({ field, fieldState }) => (
              <Stack gap="1.5">
                <Checkbox.Root
                  checked={field.value}
                  onCheckedChange={(details) => field.onChange(details.checked === true)}
                  name={field.name}
                  invalid={Boolean(fieldState.error)}
                  alignItems="flex-start"
                >
                  <Checkbox.HiddenInput
                    ref={field.ref}
                    onBlur={field.onBlur}
                    aria-describedby={fieldState.error ? TERMS_ERROR_ID : undefined}
                  />
                  <Checkbox.Control mt="0.5" />
                  <Checkbox.Label fontWeight="normal">
                    <Tagged
                      message={m.register.agreeToTerms}
                      tags={{
                        terms: (text) => (
                          <ExternalLink href={pathFor('/terms')} color="brand.fg" fontWeight="medium">
                            {text}
                          </ExternalLink>
                        ),
                        privacy: (text) => (
                          <ExternalLink href={pathFor('/privacy')} color="brand.fg" fontWeight="medium">
                            {text}
                          </ExternalLink>
                        ),
                      }}
                    />
                  </Checkbox.Label>
                </Checkbox.Root>
                {fieldState.error && (
                  <Text id={TERMS_ERROR_ID} color="fg.error" fontSize="sm">
                    {fieldError(fieldState.error.message)}
                  </Text>
                )}
              </Stack>
            )}
          />
          <Button
            type="submit"
            size="lg"
            width="full"
            loading={submitting}
            loadingText={m.register.submitting}
            disabled={google.busy}
          >
            {m.register.submit}
          </Button>
        </Stack>
      </form>
      <OrDivider />
      <GoogleButton busy={google.busy} disabled={submitting} onClick={google.start} />
      {google.popup}
    </AuthPageLayout>
  );
}
