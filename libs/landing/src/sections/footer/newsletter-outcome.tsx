import { useLocale } from '@intambwe/i18n';
import { translate } from '@intambwe/i18n';
import { buttonClass, cx, staticClasses } from '@intambwe/ui/static';
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { landingCatalogs } from '../../catalogs';
import { landingMessages } from '../../messages';
import { landingSectionCatalogs } from '../catalogs';
import { footerMessages } from './messages';
import { NEWSLETTER_PARAM } from './newsletter-param';
import type { noticeStyles } from './newsletter-outcome.styles';

const c = staticClasses<typeof noticeStyles>('notice');

/** SPEC §9: notices close after 5 s (held while hovered or focused). */
const NOTICE_MS = 5000;

type Outcome = 'confirmed' | 'invalid';

/**
 * After the emailed confirmation link (the server redirects to `/?newsletter=confirmed`
 * or `?newsletter=invalid`): says how it went, then tidies the address. An
 * island that shows nothing on any other visit, so the page hydrates it only
 * when its address carries the parameter (`hydrate="query"`).
 */
export function NewsletterOutcome() {
  const locale = useLocale();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [held, setHeld] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const url = new URL(window.location.href);
    const found = url.searchParams.get(NEWSLETTER_PARAM);
    if (found !== 'confirmed' && found !== 'invalid') return;
    setOutcome(found);
    url.searchParams.delete(NEWSLETTER_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);

  useEffect(() => {
    if (!outcome || held) return;
    timer.current = window.setTimeout(() => setOutcome(null), NOTICE_MS);
    return () => window.clearTimeout(timer.current);
  }, [outcome, held]);

  if (!outcome) return null;
  const m = translate(footerMessages, locale);
  const confirmed = outcome === 'confirmed';
  return (
    <div
      role={confirmed ? 'status' : 'alert'}
      className={cx(c.root, confirmed ? c.success : c.error)}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <p className={c.text}>{confirmed ? m.confirmed : m.confirmationInvalid}</p>
      <button type="button" className={buttonClass({ variant: 'ghost', size: 'sm', icon: true, palette: 'gray' })} aria-label={translate(landingMessages, locale).common.close} onClick={() => setOutcome(null)}>
        <X aria-hidden="true" />
      </button>
    </div>
  );
}
NewsletterOutcome.displayName = 'NewsletterOutcome';
NewsletterOutcome.catalogs = [landingCatalogs, landingSectionCatalogs];
