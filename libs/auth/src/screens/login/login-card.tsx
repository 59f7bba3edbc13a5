import { isApiError } from '@intambwe/api-client';
import { ERROR_CODES, INTERACTION_PARAM, type User } from '@intambwe/contract';
import { useLocalePath } from '@intambwe/i18n';
import { cx, linkClass, notify, Spinner, StaticButton, useHydrated } from '@intambwe/ui/static';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { authTimings } from '../../constants';
import { LoginFormSchema } from '../../forms/auth-form-schemas';
import { useAuthForm } from '../../forms/use-auth-form';
import { useGoogleSignIn } from '../../google/use-google-sign-in';
import {
  parts,
  StaticCardHeading,
  StaticEmailField,
  StaticGoogleButton,
  StaticOrDivider,
  StaticPasswordField,
} from '../../layout/static-parts/static-parts';
import { useAuthMessages } from '../../messages';
import { useLater } from '../../navigation/use-later';
import { useContinueToPlatform, useRedirectByRole } from '../../navigation/use-redirect-by-role';
import { rememberInteraction } from '../../openid/pending-interaction';
import { ScreenLink, useScreenNavigation } from '../../navigation/screen-navigation';
import { supportsPasskeys } from '../../rules/account-rules';
import { useAuth, useAuthActions } from '../../state/auth-context';
import { useFailureText } from '../../state/use-failure-text';
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
  const { navigate } = useScreenNavigation();
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
      <>
        <StaticCardHeading title={all.callback.errorTitle} />
        <div className={parts.status}>
          <p role="alert">{failure}</p>
          <StaticButton size="lg" full onClick={() => go(user.role)}>
            {all.callback.tryAgain}
          </StaticButton>
        </div>
      </>
    );
  }
  return (
    <>
      <StaticCardHeading title={all.callback.signingIn} />
      <div className={parts.status} role="status" aria-live="polite">
        <Spinner size="lg" />
        <p className={parts.muted}>{all.callback.signingInNote}</p>
      </div>
    </>
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

/** The room of the passkey button until its code is here (where the browser has no WebAuthn, it goes). */
const PasskeySlot = () => <div className={parts.waySlot} aria-hidden="true" />;

/** The check (ALTCHA) is fetched only when the server asks for one: the page's first download stays as it was. */
const SignInCheck = lazy(() => import('./sign-in-check').then((module) => ({ default: module.SignInCheck })));

/**
 * What the /login card holds on the front door (SPEC §2, §4): its title, email
 * and password, Sign In, Continue with Google and, where the browser has
 * WebAuthn, a passkey. It runs without the design system (an island of the
 * prerendered page; its looks are classes made at build time).
 *
 * Submitting disables Sign In; success toasts and redirects by role after
 * 100 ms; failure toasts the server's message or 'Login failed. Please try again.'
 * After many failed sign-ins to the account from elsewhere, a browser that has
 * not signed in to it before is asked for a check (CHALLENGE_REQUIRED): the
 * check runs by itself and the sign-in is sent again with its solution.
 * Too many sign-ins waiting on the server (SERVER_BUSY): the toast says when to try again (words of the code).
 *
 * Reached from a sister platform (`?interaction=…`, the front door's OpenID
 * Provider asking who is signing in): the request is kept for this tab, and a
 * person already signed in here goes on without a prompt.
 */
export function LoginCard() {
  const { failureText } = useFailureText();
  const pathFor = useLocalePath();
  const m = useAuthMessages();
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
  const { search } = useScreenNavigation();
  const interaction = hydrated ? new URLSearchParams(search).get(INTERACTION_PARAM) : null;
  useEffect(() => rememberInteraction(interaction), [interaction]);
  // A platform's request for a person who is signed in here goes on without the form; decided once, when the
  // server has confirmed the session this browser holds (a sign-in on this screen goes on by itself, after its toast).
  // Until then the form stays as it was drawn: a held session the server has ended (signed out on a platform)
  // must not take away, even for a moment, a form the person may be typing in.
  const [passThrough, setPassThrough] = useState<boolean | null>(null);
  useEffect(() => {
    if (!interaction || loading) return;
    if (passThrough === null) setPassThrough(user !== null);
    else if (passThrough && !user) setPassThrough(false); // signed out meanwhile (another tab): the form
  }, [interaction, loading, passThrough, user]);
  const {
    register,
    submitWith,
    sending,
    formState: { errors },
  } = useAuthForm(LoginFormSchema, { email: '', password: '' });

  /** Signed in (password or passkey): the toast, then on by role (or to the platform that asked) after 100 ms. */
  const signedInAs = (user: User) => {
    setSignedIn(true);
    notify.success(m.login.success);
    later(() => redirectByRole(user.role), authTimings.redirectDelayMs);
  };

  const onSubmit = submitWith(async ({ email, password }) => {
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

  const submitting = sending || signedIn;
  const passkeys = hydrated && supportsPasskeys();

  if (interaction && passThrough && !signedIn && !google.busy && !passkeyBusy) return <ContinuingSignIn user={user} />;

  return (
    <>
      <StaticCardHeading title={m.login.title} subtitle={m.login.subtitle} />
      <form onSubmit={onSubmit} method="post" noValidate aria-label={m.login.title} className={parts.stack}>
        {/* `webauthn`: where the browser offers passkeys in autofill, they are listed here (conditional UI). */}
        <StaticEmailField
          label={m.fields.email}
          error={errors.email?.message}
          autoComplete="username webauthn"
          placeholder={m.fields.emailPlaceholder}
          name="email"
          register={register}
        />
        <StaticPasswordField label={m.fields.password} error={errors.password?.message} name="password" register={register} />
        {checks > 0 && (
          <Suspense fallback={<p className={parts.note}>{m.check.loading}</p>}>
            <SignInCheck key={checks} onVerified={onChecked} />
          </Suspense>
        )}
        <ScreenLink to={pathFor('/forgot-password')} className={cx(linkClass(), parts.endLink)}>
          {m.login.forgotPassword}
        </ScreenLink>
        <StaticButton
          type="submit"
          size="lg"
          full
          loading={submitting}
          loadingText={m.login.submitting}
          disabled={google.busy || passkeyBusy}
        >
          {m.login.submit}
        </StaticButton>
      </form>
      <StaticOrDivider />
      <div className={parts.ways}>
        <StaticGoogleButton busy={google.busy} disabled={submitting || passkeyBusy} onClick={google.start} />
        {/* The passkey button's room is kept from the first paint, so nothing below it moves when it arrives. */}
        {!hydrated ? (
          <PasskeySlot />
        ) : (
          passkeys && (
            <Suspense fallback={<PasskeySlot />}>
              <PasskeySignIn disabled={submitting || google.busy} onBusyChange={setPasskeyBusy} onSignedIn={signedInAs} />
            </Suspense>
          )
        )}
      </div>
      {google.popup}
    </>
  );
}
LoginCard.displayName = 'LoginCard';
