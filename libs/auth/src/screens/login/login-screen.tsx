import { Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { notify, useComponentRecipes } from '@intambwe/ui';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { authTimings } from '../../constants';
import { LoginFormSchema } from '../../forms/auth-form-schemas';
import { useAuthForm } from '../../forms/use-auth-form';
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

/**
 * /login (SPEC §2, §4): email and password, Sign In, Continue with Google.
 * Submitting disables Sign In; success toasts and redirects by role after
 * 100 ms; failure toasts the server's message or 'Login failed. Please try again.'
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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useAuthForm(LoginFormSchema, { email: '', password: '' });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      const user = await login(email, password);
      setSignedIn(true);
      notify.success(m.login.success);
      later(() => redirectByRole(user.role), authTimings.redirectDelayMs);
    } catch (error) {
      notify.error(failureText(error, m.login.failed));
    }
  });

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
