import { notify } from '@intambwe/ui';
import { useEffect } from 'react';
import { footerMessages as m } from './messages';

/** The query parameter the server's confirmation link sends people back with (apps/api newsletter routes). */
export const NEWSLETTER_PARAM = 'newsletter';

/**
 * After the emailed confirmation link (the server redirects to `/?newsletter=confirmed`
 * or `?newsletter=invalid`), says how it went and tidies the address.
 */
export function useNewsletterConfirmation(): void {
  useEffect(() => {
    const url = new URL(window.location.href);
    const outcome = url.searchParams.get(NEWSLETTER_PARAM);
    if (outcome !== 'confirmed' && outcome !== 'invalid') return;
    if (outcome === 'confirmed') notify.success(m.confirmed);
    else notify.error(m.confirmationInvalid);
    url.searchParams.delete(NEWSLETTER_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
}
