import { useLocalePath } from '@intambwe/i18n';
import { buttonClass, cx, notify, staticClasses, StaticButton } from '@intambwe/ui/static';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { ForgotPasswordFormSchema } from '../../forms/auth-form-schemas';
import { useAuthForm } from '../../forms/use-auth-form';
import type { passwordPagesStyles } from '../../layout/static-parts/password-pages.styles';
import { StaticAlert } from '../../layout/static-parts/static-alert';
import { parts, StaticCardHeading, StaticEmailField } from '../../layout/static-parts/static-parts';
import { useAuthMessages } from '../../messages';
import { ScreenLink } from '../../navigation/screen-navigation';
import { forgotPasswordErrorMessage } from '../../rules/forgot-password-errors';
import { useAuthActions } from '../../state/auth-context';
import { useFailureText } from '../../state/use-failure-text';

const c = staticClasses<typeof passwordPagesStyles>('auth-password-pages');

/** A failed Send or Resend, explained in the card (it stays until the next try). */
function ErrorAlert({ message }: { message: string }) {
  const m = useAuthMessages().forgotPassword;
  return <StaticAlert status="error" role="alert" title={m.errorTitle} description={message} />;
}

/**
 * What the /forgot-password card holds (SPEC §2, §4, §8): an email form, then
 * Check Your Email with Resend Email and Back to Login. Failures of Send and
 * Resend are explained in the card with the SPEC §8 mapping (they stay until
 * the next try). It runs without the design system (an island of the
 * prerendered page; its looks are classes made at build time). Check Your
 * Email has its own way back: it marks itself `data-hides-back`, and the
 * frame's back link hides.
 */
export function ForgotPasswordCard() {
  const { failureText } = useFailureText();
  const pathFor = useLocalePath();
  const all = useAuthMessages();
  const m = all.forgotPassword;
  const { forgotPassword } = useAuthActions();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const {
    register,
    submitWith,
    sending,
    formState: { errors },
  } = useAuthForm(ForgotPasswordFormSchema, { email: '' });

  const onSubmit = submitWith(async ({ email }) => {
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

  if (sentTo) {
    return (
      <div className={c.card} data-hides-back="">
        <StaticCardHeading title={m.sentTitle} icon={<MailCheck />} />
        <div className={parts.stack}>
          <p className={c.centred}>{m.sentNote({ email: sentTo })}</p>
          <p className={cx(parts.note, c.centred)}>{m.sentHint}</p>
          {error && <ErrorAlert message={error} />}
          <StaticButton size="lg" full onClick={resend} loading={resending} loadingText={m.resending}>
            {m.resend}
          </StaticButton>
          <ScreenLink to={pathFor('/login')} className={buttonClass({ variant: 'outline', size: 'lg', full: true })}>
            {m.backToLogin}
          </ScreenLink>
        </div>
      </div>
    );
  }

  return (
    <div className={c.card}>
      <StaticCardHeading title={m.title} subtitle={m.subtitle} />
      <form onSubmit={onSubmit} method="post" noValidate aria-label={m.title} className={parts.stack}>
        {error && <ErrorAlert message={error} />}
        <StaticEmailField
          label={all.fields.email}
          error={errors.email?.message}
          placeholder={all.fields.emailPlaceholder}
          name="email"
          register={register}
        />
        <StaticButton type="submit" size="lg" full loading={sending} loadingText={m.submitting}>
          {m.submit}
        </StaticButton>
      </form>
    </div>
  );
}
ForgotPasswordCard.displayName = 'ForgotPasswordCard';
