import { useLocale } from '@intambwe/i18n';
import { useEffect } from 'react';

/** The query parameter the server's confirmation link sends people back with (apps/api newsletter routes). */
export const NEWSLETTER_PARAM = 'newsletter';

/**
 * After the emailed confirmation link (the server redirects to `/?newsletter=confirmed`
 * or `?newsletter=invalid`), says how it went and tidies the address. The
 * saying (its words and the formatter) is loaded only then: the page carries
 * nothing of it otherwise.
 */
export function useNewsletterConfirmation(): void {
  const locale = useLocale();
  useEffect(() => {
    const url = new URL(window.location.href);
    const outcome = url.searchParams.get(NEWSLETTER_PARAM);
    if (outcome !== 'confirmed' && outcome !== 'invalid') return;
    void import('./newsletter-outcome').then(({ announceNewsletterOutcome }) => announceNewsletterOutcome(outcome, locale));
    url.searchParams.delete(NEWSLETTER_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, [locale]);
}
