import { kitClasses, StaticButton, StaticDialog, cx, linkClass } from '@intambwe/ui/static';
import { useLocalePath } from '@intambwe/i18n';
import { parts, StaticPasswordField } from '../../layout/static-parts/static-parts';
import { useAuthMessages } from '../../messages';
import { ScreenLink } from '../../navigation/screen-navigation';
import type { GoogleLinkDialogProps } from './google-link-dialog';
import { useGoogleLinkForm } from './use-google-link-form';

/**
 * GoogleLinkDialog for islands of public pages, without the design system's
 * runtime: the account's password links Google to it and signs in. Focus
 * starts in the password field; Escape or Cancel gives up (not while linking).
 */
export function StaticGoogleLinkDialog({ onLink, onCancel }: GoogleLinkDialogProps) {
  const m = useAuthMessages().google.link;
  const pathFor = useLocalePath();
  const { register, onSubmit, error, busy: isSubmitting } = useGoogleLinkForm(onLink);

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
          <StaticPasswordField label={m.password} error={error} name="password" register={register} />
          <ScreenLink to={pathFor('/forgot-password')} className={cx(linkClass(), parts.startLink)}>
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
