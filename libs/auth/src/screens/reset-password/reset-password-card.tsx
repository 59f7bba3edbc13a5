import { useLocalePath } from '@intambwe/i18n';
import { buttonClass, notify, staticClasses, StaticButton } from '@intambwe/ui/static';
import { CircleCheck, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { authTimings } from '../../constants';
import { ResetPasswordFormSchema } from '../../forms/auth-form-schemas';
import { showFieldFailures } from '../../forms/show-field-failures';
import { useAuthForm } from '../../forms/use-auth-form';
import type { passwordPagesStyles } from '../../layout/static-parts/password-pages.styles';
import { StaticAlert } from '../../layout/static-parts/static-alert';
import { parts, StaticCardHeading, StaticNewPasswordFields } from '../../layout/static-parts/static-parts';
import { useAuthMessages } from '../../messages';
import { ScreenLink, useScreenNavigation } from '../../navigation/screen-navigation';
import { useEmailedLinkToken } from '../../navigation/use-emailed-link-token';
import { useLater } from '../../navigation/use-later';
import { pendingInteraction } from '../../openid/pending-interaction';
import { isInvalidResetTokenError } from '../../rules/reset-password-errors';
import { useAuthActions } from '../../state/auth-context';
import { useFailureText } from '../../state/use-failure-text';

const c = staticClasses<typeof passwordPagesStyles>('auth-password-pages');

/** A solid, large, full-width button that is a link. */
const linkButton = buttonClass({ size: 'lg', full: true });

/** Invalid Reset Link: why, and a way to ask for a new one (the frame's Back to Login stays). */
function InvalidLink({ reason }: { reason: string }) {
  const pathFor = useLocalePath();
  const m = useAuthMessages().resetPassword;
  return (
    <div className={c.card}>
      <StaticCardHeading title={m.invalidTitle} icon={<LinkIcon />} />
      <div className={parts.stack}>
        <StaticAlert status="error" role="alert" title={reason} description={m.invalidNote} />
        <ScreenLink to={pathFor('/forgot-password')} className={linkButton}>
          {m.requestNew}
        </ScreenLink>
      </div>
    </div>
  );
}

/** Password Reset Successful, with its own way on (Go to Homepage, in place of this entry): the frame's back link hides. */
function Done() {
  const pathFor = useLocalePath();
  const m = useAuthMessages().resetPassword;
  return (
    <div className={c.card} data-hides-back="">
      <StaticCardHeading title={m.doneTitle} icon={<CircleCheck />} />
      <div className={parts.stack}>
        <p className={c.centred} role="status">
          {m.doneNote}
        </p>
        <ScreenLink to={pathFor('/')} replace className={linkButton}>
          {m.goHome}
        </ScreenLink>
      </div>
    </div>
  );
}

/**
 * What the /reset-password?token=… card holds (SPEC §2, §4, §8): new password
 * and confirmation with the rules note. No token, or a token the server calls
 * invalid or expired: Invalid Reset Link. Success: the person is signed in,
 * sees Password Reset Successful and a toast, and goes to / after 2 seconds
 * (to /dashboard, which finishes it, when a sister platform's sign-in request
 * is pending in this tab). The query is read after hydration, so the
 * prerendered page (the form) hydrates cleanly, and the token is then taken
 * out of the address (history.replaceState). It runs without the design
 * system (an island of the prerendered page; its looks are classes made at
 * build time).
 */
export function ResetPasswordCard() {
  const { failureText, fieldFailures } = useFailureText();
  const pathFor = useLocalePath();
  const all = useAuthMessages();
  const m = all.resetPassword;
  const { navigate } = useScreenNavigation();
  // Once read, the token leaves the address at once (history, Referer, a shared screen): it is kept in the
  // history entry's state instead, so a reload of this page still works.
  const token = useEmailedLinkToken({ keepAs: 'resetToken' });
  const { resetPassword } = useAuthActions();
  const later = useLater();
  const [outcome, setOutcome] = useState<{ kind: 'done' } | { kind: 'invalid'; reason: string } | null>(null);
  const {
    register,
    submitWith,
    sending,
    setError,
    formState: { errors },
  } = useAuthForm(ResetPasswordFormSchema, { password: '', confirmPassword: '' });

  const onSubmit = submitWith(async ({ password }) => {
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
    <div className={c.card}>
      <StaticCardHeading title={m.title} subtitle={m.subtitle} />
      <form onSubmit={onSubmit} method="post" noValidate aria-label={m.title} className={parts.stack}>
        <StaticAlert status="info" title={m.rulesTitle} description={m.rules} />
        <StaticNewPasswordFields variant="change" register={register} errors={errors} />
        <StaticButton type="submit" size="lg" full loading={sending} loadingText={m.submitting}>
          {m.submit}
        </StaticButton>
      </form>
    </div>
  );
}
ResetPasswordCard.displayName = 'ResetPasswordCard';
