import { kitClasses, StaticButton, StaticDialog, cx, linkClass } from '@intambwe/ui/static';
import { useAuthForm } from '../../forms/use-auth-form';
import { parts, StaticPasswordField } from '../../layout/static-parts/static-parts';
import { useAuthMessages } from '../../messages';
import { ScreenLink } from '../../navigation/screen-navigation';
import { useFailureText } from '../../state/use-failure-text';
import { GoogleLinkFormSchema } from '../../forms/auth-form-schemas';
import type { GoogleLinkDialogProps } from './google-link-dialog';

/**
 * GoogleLinkDialog for islands of public pages, without the design system's
 * runtime: the account's password links Google to it and signs in. Focus
 * starts in the password field; Escape or Cancel gives up (not while linking).
 */
export function StaticGoogleLinkDialog({ onLink, onCancel }: GoogleLinkDialogProps) {
  const { failureText } = useFailureText();
  const m = useAuthMessages().google.link;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useAuthForm(GoogleLinkFormSchema, { password: '' });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await onLink(password);
    } catch (error) {
      setError('password', { message: failureText(error, m.failed) }, { shouldFocus: true });
    }
  });

  return (
    <StaticDialog
      title={m.title}
      closeLabel={m.cancel}
      onClose={onCancel}
      busy={isSubmitting}
      initialFocus='input[name="password"]'
    >
      <form onSubmit={onSubmit} noValidate aria-label={m.title}>
        <div className={cx(kitClasses.dialogBody, parts.stack)}>
          <p className={parts.muted}>{m.note}</p>
          <StaticPasswordField label={m.password} error={errors.password?.message} name="password" register={register} />
          <ScreenLink to="/forgot-password" className={cx(linkClass(), parts.startLink)}>
            {m.forgotPassword}
          </ScreenLink>
        </div>
        <div className={kitClasses.dialogFooter}>
          <StaticButton variant="outline" disabled={isSubmitting} onClick={onCancel}>
            {m.cancel}
          </StaticButton>
          <StaticButton type="submit" loading={isSubmitting} loadingText={m.submitting}>
            {m.submit}
          </StaticButton>
        </div>
      </form>
    </StaticDialog>
  );
}
StaticGoogleLinkDialog.displayName = 'StaticGoogleLinkDialog';
export default StaticGoogleLinkDialog;
