import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { notify, useComponentRecipes } from '@intambwe/ui';
import { CircleCheck, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { authTimings } from '../../constants';
import { ResetPasswordFormSchema } from '../../forms/auth-form-schemas';
import { useAuthForm } from '../../forms/use-auth-form';
import { AuthPageLayout } from '../../layout/auth-page-layout/auth-page-layout';
import { NewPasswordFields } from '../../layout/form-field/new-password-fields';
import { useLocalePath } from '@intambwe/i18n';
import { useAuthMessages } from '../../messages';
import { useFailureText } from '../../state/use-failure-text';
import { useLater } from '../../navigation/use-later';
import { useEmailedLinkToken } from '../../navigation/use-emailed-link-token';
import { showFieldFailures } from '../../forms/show-field-failures';
import { isInvalidResetTokenError } from '../../rules/reset-password-errors';
import { pendingInteraction } from '../../openid/pending-interaction';
import { useAuthActions } from '../../state/auth-context';

function InvalidLink({ reason }: { reason: string }) {
  const pathFor = useLocalePath();
  const all = useAuthMessages();
  const m = all.resetPassword;
  return (
    <AuthPageLayout title={m.invalidTitle} icon={<LinkIcon />} back={{ to: '/login', label: all.forgotPassword.backToLogin }}>
      <Stack gap="4">
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{reason}</Alert.Title>
            <Alert.Description>{m.invalidNote}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Button asChild size="lg" width="full">
          <RouterLink to={pathFor('/forgot-password')}>{m.requestNew}</RouterLink>
        </Button>
      </Stack>
    </AuthPageLayout>
  );
}

function Done() {
  const pathFor = useLocalePath();
  const all = useAuthMessages();
  const m = all.resetPassword;
  return (
    <AuthPageLayout title={m.doneTitle} icon={<CircleCheck />} back={null}>
      <Stack gap="4">
        <Text textAlign="center" role="status">
          {m.doneNote}
        </Text>
        <Button asChild size="lg" width="full">
          <RouterLink to={pathFor('/')} replace>
            {m.goHome}
          </RouterLink>
        </Button>
      </Stack>
    </AuthPageLayout>
  );
}

/**
 * /reset-password?token=… (SPEC §2, §4, §8): new password and confirmation
 * with the rules note. No token, or a token the server calls invalid or
 * expired: Invalid Reset Link. Success: the person is signed in, sees Password
 * Reset Successful and a toast, and goes to / after 2 seconds (to /dashboard,
 * which finishes it, when a sister platform's sign-in request is pending in
 * this tab). The query is read after hydration, so the prerendered page (the
 * form) hydrates cleanly, and the token is then taken out of the address
 * (history.replaceState).
 */
export function ResetPasswordScreen() {
  const { failureText, fieldFailures } = useFailureText();
  const pathFor = useLocalePath();
  const all = useAuthMessages();
  const m = all.resetPassword;
  useComponentRecipes();
  const navigate = useNavigate();
  // Once read, the token leaves the address at once (history, Referer, a shared screen): it is kept in the
  // history entry's state instead, so a reload of this page still works.
  const token = useEmailedLinkToken({ keepAs: 'resetToken' });
  const { resetPassword } = useAuthActions();
  const later = useLater();
  const [outcome, setOutcome] = useState<{ kind: 'done' } | { kind: 'invalid'; reason: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useAuthForm(ResetPasswordFormSchema, { password: '', confirmPassword: '' });

  const onSubmit = handleSubmit(async ({ password }) => {
    if (!token) return;
    try {
      await resetPassword(token, password);
      setOutcome({ kind: 'done' });
      notify.success(m.success);
      // A sister platform's sign-in request pending in this tab goes on (through /dashboard); otherwise the homepage.
      later(() => navigate(pathFor(pendingInteraction() ? '/dashboard' : '/'), { replace: true }), authTimings.resetRedirectDelayMs);
    } catch (error) {
      if (isInvalidResetTokenError(error)) setOutcome({ kind: 'invalid', reason: failureText(error, m.missingToken) });
      else {
        notify.error(failureText(error, m.failed));
        showFieldFailures(fieldFailures(error), setError, ['password']);
      }
    }
  });

  if (outcome?.kind === 'done') return <Done />;
  if (outcome?.kind === 'invalid') return <InvalidLink reason={outcome.reason} />;
  if (token === '') return <InvalidLink reason={m.missingToken} />;

  return (
    <AuthPageLayout title={m.title} subtitle={m.subtitle} back={{ to: '/login', label: all.forgotPassword.backToLogin }}>
      <form onSubmit={onSubmit} method="post" noValidate aria-label={m.title}>
        <Stack gap="4">
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{m.rulesTitle}</Alert.Title>
              <Alert.Description>{m.rules}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <NewPasswordFields variant="change" register={register} errors={errors} />
          <Button type="submit" size="lg" width="full" loading={isSubmitting} loadingText={m.submitting}>
            {m.submit}
          </Button>
        </Stack>
      </form>
    </AuthPageLayout>
  );
}
ResetPasswordScreen.displayName = 'ResetPasswordScreen';
