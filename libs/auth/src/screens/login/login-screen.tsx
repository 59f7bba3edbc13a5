import { Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { notify, useComponentRecipes } from '@intambwe/ui';
import { isApiError } from '@intambwe/api-client';
import { ERROR_CODES } from '@intambwe/contract';
import { lazy, Suspense, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { authTimings } from '../../constants';
import { LoginFormSchema, type LoginFormValues } from '../../forms/auth-form-schemas';
import { GoogleButton } from '../../google/google-button/google-button';
import { useGoogleSignIn } from '../../google/use-google-sign-in';
import { AuthPageLayout } from '../../layout/auth-page-layout/auth-page-layout';
import { FormField } from '../../layout/form-field/form-field';
import { PasswordField } from '../../layout/form-field/password-field';
import { OrDivider } from '../../layout/or-divider/or-divider';
import { useLocalePath } from '@intambwe/i18n';
import { useAuthMessages } from '../../messages';
import { useFailureText } from '../../state/use-failure-text';
import { useLater } from '../../navigation/use-later';
import { useRedirectByRole } from '../../navigation/use-redirect-by-role';
import { useAuthActions } from '../../state/auth-context';

/** The check (ALTCHA) is fetched only when the server asks for one: the page's first download stays as it was. */
const SignInCheck = lazy(() => import('./sign-in-check').then((module) => ({ default: module.SignInCheck })));

/**
 * /login (SPEC §2, §4): email and password, Sign In, Continue with Google.
 * Submitting disables Sign In; success toasts and redirects by role after
 * 100 ms; failure toasts the server's message or 'Login failed. Please try again.'
 * After many failed sign-ins to the account from elsewhere, a browser that has
 * not signed in to it before is asked for a check (CHALLENGE_REQUIRED): the
 * check runs by itself and the sign-in is sent again with its solution.
 * Too many sign-ins waiting on the server (SERVER_BUSY): the toast says when to try again.
 */
export function LoginScreen() {
  const { failureText } = useFailureText();
  const pathFor = useLocalePath();
  const all = useAuthMessages();
  const m = all;
  useComponentRecipes();
  // Until the page is interactive a press would be lost (or submit natively): the buttons wait.
  const { login } = useAuthActions();
  const redirectByRole = useRedirectByRole();
  const later = useLater();
  const google = useGoogleSignIn('signIn');
  const [signedIn, setSignedIn] = useState(false);
  // The check: shown (a new one each time the server asks again), and its solution once it passed.
  const [checks, setChecks] = useState(0);
  const solution = useRef<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({
    resolver: valibotResolver(LoginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    const altcha = solution.current;
    solution.current = null; // a solution works once
    try {
      const user = await login(email, password, altcha ? { altcha } : {});
      setSignedIn(true);
      notify.success(m.login.success);
      later(() => redirectByRole(user.role), authTimings.redirectDelayMs);
    } catch (error) {
      if (isApiError(error) && error.code === ERROR_CODES.challengeRequired) setChecks((count) => count + 1);
      else if (isApiError(error) && error.code === ERROR_CODES.serverBusy) notify.error(m.login.busy({ seconds: error.retryAfterSeconds ?? 5 }));
      else notify.error(failureText(error, m.login.failed));
    }
  });

  /** The check passed: the sign-in goes again, with its solution. */
  const onChecked = (payload: string) => {
    solution.current = payload;
    void onSubmit();
  };

  const submitting = isSubmitting || signedIn;

  return (
    <AuthPageLayout
      title={m.login.title}
      subtitle={m.login.subtitle}
      footer={
        <Text>
          {m.login.noAccount}{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={pathFor('/register')}>{m.login.registerLink}</RouterLink>
          </Link>
        </Text>
      }
    >
      <form onSubmit={onSubmit} method="post" noValidate aria-label={m.login.title}>
        <Stack gap="4">
          <FormField label={m.fields.email} error={errors.email?.message} required>
            {(control) => (
              <Input
                {...control}
                type="email"
                size="lg"
                autoComplete="email"
                inputMode="email"
                placeholder={m.fields.emailPlaceholder}
                {...register('email')}
              />
            )}
          </FormField>
          <PasswordField
            label={m.fields.password}
            error={errors.password?.message}
            autoComplete="current-password"
            placeholder={m.fields.passwordPlaceholder}
            name="password"
            register={register}
          />
          {checks > 0 && (
            <Suspense fallback={<Text fontSize="sm">{m.check.loading}</Text>}>
              <SignInCheck key={checks} onVerified={onChecked} />
            </Suspense>
          )}
          <Link asChild alignSelf="flex-end" color="brand.fg" fontSize="sm" fontWeight="medium">
            <RouterLink to={pathFor('/forgot-password')}>{m.login.forgotPassword}</RouterLink>
          </Link>
          <Button
            type="submit"
            size="lg"
            width="full"
            loading={submitting}
            loadingText={m.login.submitting}
            disabled={google.busy}
          >
            {m.login.submit}
          </Button>
        </Stack>
      </form>
      <OrDivider />
      <GoogleButton busy={google.busy} disabled={submitting} onClick={google.start} />
      {google.popup}
    </AuthPageLayout>
  );
}
LoginScreen.displayName = 'LoginScreen';
