import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { notify, useComponentRecipes } from '@intambwe/ui';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ForgotPasswordFormSchema } from '../../forms/auth-form-schemas';
import { useAuthForm } from '../../forms/use-auth-form';
import { AuthPageLayout } from '../../layout/auth-page-layout/auth-page-layout';
import { EmailField } from '../../layout/form-field/email-field';
import { useLocalePath } from '@intambwe/i18n';
import { useAuthMessages } from '../../messages';
import { useFailureText } from '../../state/use-failure-text';
import { forgotPasswordErrorMessage } from '../../rules/forgot-password-errors';
import { useAuthActions } from '../../state/auth-context';

function ErrorAlert({ message }: { message: string }) {
  const all = useAuthMessages();
  const m = all.forgotPassword;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{m.errorTitle}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * /forgot-password (SPEC §2, §4, §8): an email form, then Check Your Email with
 * Resend Email and Back to Login. Failures of Send and Resend are explained
 * in the card with the SPEC §8 mapping (they stay until the next try).
 */
export function ForgotPasswordScreen() {
  const { failureText } = useFailureText();
  const pathFor = useLocalePath();
  const all = useAuthMessages();
  const m = all.forgotPassword;
  useComponentRecipes();
  // Until the page is interactive a press would be lost (or submit natively): the buttons wait.
  const { forgotPassword } = useAuthActions();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useAuthForm(ForgotPasswordFormSchema, { email: '' });

  const onSubmit = handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await forgotPassword(email);
      notify.success(m.sent);
      setSentTo(email);
    } catch (failure) {
      setError(forgotPasswordErrorMessage(failure, 'send', m.errors, failureText));
    }
  });

  const resend = async () => {
    if (!sentTo) return;
    setError(null);
    setResending(true);
    try {
      await forgotPassword(sentTo);
      notify.success(m.resent);
    } catch (failure) {
      setError(forgotPasswordErrorMessage(failure, 'resend', m.errors, failureText));
    } finally {
      setResending(false);
    }
  };

  const backToLogin = { to: '/login', label: m.backToLogin };

  if (sentTo) {
    return (
      <AuthPageLayout title={m.sentTitle} icon={<MailCheck />} back={null}>
        <Stack gap="4">
          <Text textAlign="center">{m.sentNote({ email: sentTo })}</Text>
          <Text textAlign="center" color="fg.muted" fontSize="sm">
            {m.sentHint}
          </Text>
          {error && <ErrorAlert message={error} />}
          <Button size="lg" width="full" onClick={resend} loading={resending} loadingText={m.resending}>
            {m.resend}
          </Button>
          <Button asChild size="lg" width="full" variant="outline">
            <RouterLink to={pathFor('/login')}>{m.backToLogin}</RouterLink>
          </Button>
        </Stack>
      </AuthPageLayout>
    );
  }

  return (
    <AuthPageLayout title={m.title} subtitle={m.subtitle} back={backToLogin}>
      <form onSubmit={onSubmit} method="post" noValidate aria-label={m.title}>
        <Stack gap="4">
          {error && <ErrorAlert message={error} />}
          <EmailField
            label={all.fields.email}
            error={errors.email?.message}
            placeholder={all.fields.emailPlaceholder}
            name="email"
            register={register}
          />
          <Button type="submit" size="lg" width="full" loading={isSubmitting} loadingText={m.submitting}>
            {m.submit}
          </Button>
        </Stack>
      </form>
    </AuthPageLayout>
  );
}
ForgotPasswordScreen.displayName = 'ForgotPasswordScreen';
