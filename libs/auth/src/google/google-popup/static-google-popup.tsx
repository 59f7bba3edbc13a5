import { StaticDialog, kitClasses } from '@intambwe/ui/static';
import { parts } from '../../layout/static-parts/static-parts';
import { useAuthMessages } from '../../messages';
import { useGoogleButtonHost } from './use-google-button-host';
import type { GooglePopupProps } from './google-popup';

/**
 * GooglePopup for islands of public pages, without the design system's
 * runtime: the same heading, note, Google's button and close button, on the
 * browser's own modal dialog (focus moves in, Escape closes, focus returns to
 * Continue with Google).
 */
export function StaticGooglePopup({ renderButton, onClose }: GooglePopupProps) {
  const all = useAuthMessages();
  const setContainer = useGoogleButtonHost(renderButton);

  return (
    <StaticDialog title={all.google.popupTitle} closeLabel={all.google.popupClose} onClose={onClose}>
      <div className={kitClasses.dialogBody}>
        <p className={parts.popupNote}>{all.google.popupNote}</p>
        <div ref={setContainer} className={parts.googleButtonHost} data-testid="google-button-container" />
      </div>
    </StaticDialog>
  );
}
StaticGooglePopup.displayName = 'StaticGooglePopup';
export default StaticGooglePopup;
