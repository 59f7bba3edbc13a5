import { Button, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { isApiError, usePlatformConfig } from '@intambwe/api-client';
import { ERROR_CODES, INTERACTION_PARAM, type User } from '@intambwe/contract';
import { notify, useComponentRecipes, useHydrated } from '@intambwe/ui';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { authTimings } from '../../constants';
import { LoginFormSchema } from '../../forms/auth-form-schemas';
import { useAuthForm } from '../../forms/use-auth-form';
import { GoogleButton } from '../../google/google-button/google-button';
import { useGoogleSignIn } from '../../google/use-google-sign-in';
import { AuthPageLayout } from '../../layout/auth-page-layout/auth-page-layout';
import { EmailField } from '../../layout/form-field/email-field';
import { PasswordField } from '../../layout/form-field/password-field';
import { OrDivider } from '../../layout/or-divider/or-divider';
import { useLocalePath } from '@intambwe/i18n';
import { useAuthMessages } from '../../messages';
import { useFailureText } from '../../state/use-failure-text';
import { useLater } from '../../navigation/use-later';
import { useContinueToPlatform, useRedirectByRole } from '../../navigation/use-redirect-by-role';
import { rememberInteraction } from '../../openid/pending-interaction';
import { supportsPasskeys } from '../../rules/account-rules';
import { useAuth, useAuthActions } from '../../state/auth-context';
import { SignInStart, useReturnPath } from '../sign-in-start/sign-in-start-screen';
import type { PasskeySignInProps } from './passkey-sign-in';

/**
 * A platform's sign-in request, for a person already signed in on the front
 * door: no prompt, the request is finished at once (or, while the stored
 * session is checked, in a moment). A failure stays on screen with Try again.
 */
function ContinuingSignIn({ user }: { user: User | null }) {
  const all = useAuthMessages();
  const { failureText } = useFailureText();
  const continueToPlatform = useContinueToPlatform();
  const navigate = useNavigate();
  const pathFor = useLocalePath();
  const started = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);

  const go = useCallback(
    (role: string) => {
      setFailure(null);
      continueToPlatform(role).then(
        (left) => {
          if (!left) navigate(pathFor('/dashboard'), { replace: true });
        },
        (error: unknown) => setFailure(failureText(error, all.dashboard.continueFailed)),
      );
    },
    [all, continueToPlatform, failureText, navigate, pathFor],
  );

  useEffect(() => {
    if (!user || started.current) return;
    started.current = true;
    go(user.role);
  }, [go, user]);

  if (failure && user) {
    return (
      <AuthPageLayout title={all.callback.errorTitle} back={null}>
        <Stack gap="5" align="center" textAlign="center">
          <Text role="alert">{failure}</Text>
          <Button size="lg" width="full" onClick={() => go(user.role)}>
            {all.callback.tryAgain}
          </Button>
        </Stack>
      </AuthPageLayout>
    );
  }
  return (
    <AuthPageLayout title={all.callback.signingIn} back={null}>
      <Stack gap="4" align="center" role="status" aria-live="polite" py="4">
        <Spinner size="lg" color="brand.solid" aria-hidden="true" />
        <Text color="fg.muted">{all.callback.signingInNote}</Text>
      </Stack>
    </AuthPageLayout>
  );
}

/**
 * Passkey sign-in, fetched once the page is interactive and only where the browser has WebAuthn: the page's first
 * download stays as it was. A connection that drops meanwhile leaves the button out, never the page.
 */
const NoPasskeySignIn: ComponentType<PasskeySignInProps> = () => null;
const PasskeySignIn = lazy(() =>
  import('./passkey-sign-in').then(
    (module) => ({ default: module.PasskeySignIn as ComponentType<PasskeySignInProps> }),
    () => ({ default: NoPasskeySignIn }),
  ),
);

/** The check (ALTCHA) is fetched only when the server asks for one: the page's first download stays as it was. */
const SignInCheck = lazy(() => import('./sign-in-check').then((module) => ({ default: module.SignInCheck })));

/**
 * /login (SPEC §2, §4): email and password, Sign In, Continue with Google.
 * Submitting disables Sign In; success toasts and redirects by role after
 * 100 ms; failure toasts the server's message or 'Login failed. Please try again.'
 * After many failed sign-ins to the account from elsewhere, a browser that has
 * not signed in to it before is asked for a check (CHALLENGE_REQUIRED): the
 * check runs by itself and the sign-in is sent again with its solution.
 * Too many sign-ins waiting on the server (SERVER_BUSY): the toast says when to try again (words of the code).
 *
 * Reached from a sister platform (`?interaction=…`, the front door's OpenID
 * Provider asking who is signing in): the request is kept for this tab, and a
 * person already signed in here goes on without a prompt. On a sister platform
 * (`openId` in the configuration) the screen starts the code flow instead:
 * passwords are typed on the front door only.
 */
export function LoginScreen() {
  const { openId } = usePlatformConfig();
  const returnTo = useReturnPath();
  if (openId) return <SignInStart screen="login" returnTo={returnTo} />;
  return <FrontDoorLogin />;
}
LoginScreen.displayName = 'LoginScreen';

function FrontDoorLogin() {
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
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  // The check: shown (a new one each time the server asks again), and its solution once it passed.
  const [checks, setChecks] = useState(0);
  const solution = useRef<string | null>(null);
  const { user, loading } = useAuth();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const interaction = hydrated ? params.get(INTERACTION_PARAM) : null;
  useEffect(() => rememberInteraction(interaction), [interaction]);
  // A platform's request for a person who was already signed in here goes on without the form;
  // decided once, as the request arrives (a sign-in on this screen goes on by itself, after its toast).
  const [passThrough, setPassThrough] = useState<boolean | null>(null);
  useEffect(() => {
    if (!interaction) return;
    if (passThrough === null) setPassThrough(loading || user !== null);
    else if (passThrough && !loading && !user) setPassThrough(false); // the stored session was refused: the form
  }, [interaction, loading, passThrough, user]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useAuthForm(LoginFormSchema, { email: '', password: '' });

  /** Signed in (password or passkey): the toast, then on by role (or to the platform that asked) after 100 ms. */
  const signedInAs = (user: User) => {
    setSignedIn(true);
    notify.success(m.login.success);
    later(() => redirectByRole(user.role), authTimings.redirectDelayMs);
  };

  const onSubmit = handleSubmit(async ({ email, password }) => {
    const altcha = solution.current;
    solution.current = null; // a solution works once
    try {
      signedInAs(await login(email, password, altcha ? { altcha } : {}));
    } catch (error) {
      if (isApiError(error) && error.code === ERROR_CODES.challengeRequired) setChecks((count) => count + 1);
      // Anything else, a busy server (SERVER_BUSY: when to try again) included, in words chosen from its code.
      else notify.error(failureText(error, m.login.failed));
    }
  });

  /** The check passed: the sign-in goes again, with its solution. */
  const onChecked = (payload: string) => {
    solution.current = payload;
    void onSubmit();
  };

  const submitting = isSubmitting || signedIn;
  const passkeys = hydrated && supportsPasskeys();

  if (interaction && passThrough && !signedIn && !google.busy && !passkeyBusy) return <ContinuingSignIn user={user} />;

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
          {/* `webauthn`: where the browser offers passkeys in autofill, they are listed here (conditional UI). */}
          <EmailField
            label={m.fields.email}
            error={errors.email?.message}
            autoComplete="username webauthn"
            placeholder={m.fields.emailPlaceholder}
            name="email"
            register={register}
          />
          <PasswordField label={m.fields.password} error={errors.password?.message} name="password" register={register} />
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
            disabled={google.busy || passkeyBusy}
          >
            {m.login.submit}
          </Button>
        </Stack>
      </form>
      <OrDivider />
      <Stack gap="3">
        <GoogleButton busy={google.busy} disabled={submitting || passkeyBusy} onClick={google.start} />
        {passkeys && (
          <Suspense fallback={null}>
            <PasskeySignIn disabled={submitting || google.busy} onBusyChange={setPasskeyBusy} onSignedIn={signedInAs} />
          </Suspense>
        )}
      </Stack>
      {google.popup}
    </AuthPageLayout>
  );
}
