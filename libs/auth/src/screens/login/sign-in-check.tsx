import { resolveBaseUrl, usePlatformConfig } from '@intambwe/api-client';
import { useLocale } from '@intambwe/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { CircleAlert } from 'lucide-react';
import { parts } from '../../layout/static-parts/static-parts';
import { useAuthMessages, type AuthMessages } from '../../messages';

/** The widget's words, from our catalogs (so it speaks the page's language, Kinyarwanda included). */
function widgetStrings(m: AuthMessages['check']) {
  return {
    ariaLinkLabel: m.ariaLinkLabel,
    enterCode: m.enterCode,
    enterCodeAria: m.enterCodeAria,
    error: m.error,
    expired: m.expired,
    footer: m.footer,
    getAudioChallenge: m.getAudioChallenge,
    label: m.label,
    loading: m.loading,
    reload: m.reload,
    verify: m.verify,
    verificationRequired: m.verificationRequired,
    verified: m.verified,
    verifying: m.verifying,
    waitAlert: m.waitAlert,
  };
}

interface AltchaGlobal {
  i18n: { set(language: string, strings: Record<string, string>): void };
}

export interface SignInCheckProps {
  /** The widget's payload once the check passed (sent with the sign-in as `altcha`). */
  onVerified(payload: string): void;
}

/**
 * The check a browser new to an account passes after many failed sign-ins to
 * it (the server answered CHALLENGE_REQUIRED): the self-hosted ALTCHA widget,
 * a proof of work that runs by itself (no puzzle, no third party). Its code is
 * fetched only when this renders, so the sign-in page's first download does
 * not grow; it fetches its challenge from GET {api}/auth/challenge.
 */
export function SignInCheck({ onVerified }: SignInCheckProps) {
  const all = useAuthMessages();
  const m = all.check;
  const locale = useLocale();
  const { apiBaseUrl } = usePlatformConfig();
  const host = useRef<HTMLDivElement>(null);
  const noteId = useId();
  const [failed, setFailed] = useState(false);
  const verified = useRef(onVerified);
  verified.current = onVerified;
  const strings = JSON.stringify(widgetStrings(m));

  useEffect(() => {
    let widget: HTMLElement | null = null;
    let cancelled = false;
    const onWidgetVerified = (event: Event) => {
      const payload = (event as CustomEvent<{ payload?: string }>).detail?.payload;
      if (payload) verified.current(payload);
    };
    import('altcha')
      .then(() => {
        if (cancelled || !host.current) return;
        const language = `intambwe-${locale}`;
        (globalThis as unknown as { $altcha: AltchaGlobal }).$altcha.i18n.set(
          language,
          JSON.parse(strings) as Record<string, string>,
        );
        widget = document.createElement('altcha-widget');
        widget.setAttribute('challenge', `${resolveBaseUrl(apiBaseUrl)}/auth/challenge`);
        widget.setAttribute('auto', 'onload');
        widget.setAttribute('language', language);
        widget.setAttribute('name', 'altcha');
        widget.setAttribute('configuration', JSON.stringify({ hideFooter: true, hideLogo: true, minDuration: 0 }));
        widget.setAttribute('aria-describedby', noteId);
        widget.addEventListener('verified', onWidgetVerified);
        host.current.replaceChildren(widget);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      widget?.removeEventListener('verified', onWidgetVerified);
      widget?.remove();
    };
  }, [apiBaseUrl, locale, noteId, strings]);

  return (
    <div className={parts.check} role="group" aria-labelledby={`${noteId}-title`}>
      <p id={`${noteId}-title`} className={parts.strong}>
        {m.title}
      </p>
      <p id={noteId} className={parts.note}>
        {m.note}
      </p>
      {failed ? (
        <div role="alert" className={parts.alert}>
          <CircleAlert aria-hidden="true" size={20} />
          <p className={parts.strong}>{m.error}</p>
        </div>
      ) : (
        <div ref={host} className={parts.checkHost} data-testid="sign-in-check" />
      )}
    </div>
  );
}
SignInCheck.displayName = 'SignInCheck';
