import { usePlatformConfig } from '@intambwe/api-client';
import { signOutOfThisBrowser, useStoredViewer } from '@intambwe/auth/viewer';
import { useLocalePath, useMessageText } from '@intambwe/i18n';
import { buttonClass, staticClasses, VisuallyHidden } from '@intambwe/ui/static';
import { LogOut } from 'lucide-react';
import { landingCatalogs } from '../../catalogs';
import { landingMessages } from '../../messages';
import type { accountActionsStyles } from './account-actions.styles';

const c = staticClasses<typeof accountActionsStyles>('account-actions');
const m = landingMessages.nav;

export interface AccountActionsProps {
  /** In the bar (from 1200 px, side by side) or in the menu (stacked, with the email). */
  layout: 'bar' | 'menu';
}

/**
 * SPEC §2 navigation: a visitor sees Login and Get Started; a signed-in person
 * 'Welcome, {firstName}!' (and the email in the menu) and Logout. An island:
 * the page's HTML is the visitor's, and the person this browser remembers is
 * shown once it has hydrated.
 */
export function AccountActions({ layout }: AccountActionsProps) {
  const viewer = useStoredViewer();
  const text = useMessageText();
  const pathFor = useLocalePath();
  const { apiBaseUrl } = usePlatformConfig();
  const size = layout === 'bar' ? 'sm' : 'md';
  if (viewer) {
    return (
      <div className={c[layout]}>
        <div className={c.who}>
          <span className={c.welcome}>{text(m.welcome, { firstName: viewer.firstName })}</span>
          {layout === 'menu' && (
            <span className={c.email}>
              <VisuallyHidden>{text(m.signedInAs)} </VisuallyHidden>
              {viewer.email}
            </span>
          )}
        </div>
        <button type="button" className={buttonClass({ variant: 'outline', size })} onClick={() => void signOutOfThisBrowser(apiBaseUrl)}>
          <LogOut aria-hidden="true" />
          {text(m.logout)}
        </button>
      </div>
    );
  }
  return (
    <div className={c[layout]}>
      <a href={pathFor('/login')} className={buttonClass({ variant: 'ghost', size })}>
        {text(m.login)}
      </a>
      <a href={pathFor('/register')} className={buttonClass({ variant: 'solid', size })}>
        {text(m.register)}
      </a>
    </div>
  );
}
AccountActions.displayName = 'AccountActions';
AccountActions.catalogs = [landingCatalogs];
