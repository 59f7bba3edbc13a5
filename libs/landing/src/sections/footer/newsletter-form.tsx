import { apiClientCatalogs, subscribeToNewsletter, useApiClient, useFailureText } from '@intambwe/api-client';
import { useMessages } from '@intambwe/i18n';
import { buttonClass, cx, fieldClasses, inputClass, Spinner, staticClasses, useIslandKey } from '@intambwe/ui/static';
import { CircleCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { landingSectionCatalogs } from '../catalogs';
import { footerMessages } from './messages';
import type { newsletterStyles } from './newsletter-form.styles';

const c = staticClasses<typeof newsletterStyles>('newsletter');

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/**
 * The footer's newsletter box: an email-type input (its only rule, SPEC §5)
 * and Subscribe, which sends POST /api/newsletter and says how it went. An
 * island; the field is the browser's own until then, so what is typed stays.
 */
export function NewsletterForm() {
  const m = useMessages(footerMessages);
  const { failureText, fieldFailures } = useFailureText();
  const api = useApiClient();
  const id = useIslandKey();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const sending = status.kind === 'sending';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '');
    setStatus({ kind: 'sending' });
    try {
      await subscribeToNewsletter(api, { email });
      // Double opt-in: the address counts once the person opens the emailed link.
      setStatus({ kind: 'done', message: m.confirmationSent });
      form.reset();
    } catch (error) {
      setStatus({ kind: 'failed', message: fieldFailures(error)['email'] ?? failureText(error) });
    }
  };

  const failed = status.kind === 'failed';
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={c.title}>
        {m.newsletterTitle}
      </h2>
      <p className={c.text}>{m.newsletterText}</p>
      <div className={fieldClasses.root}>
        <label htmlFor={`${id}-email`} className={fieldClasses.label}>
          {m.newsletterLabel}
        </label>
        <div className={c.row}>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            required
            autoComplete="email"
            inputMode="email"
            placeholder={m.newsletterPlaceholder}
            aria-invalid={failed || undefined}
            aria-describedby={failed ? `${id}-error` : undefined}
            className={cx(inputClass(), c.input)}
          />
          <button type="submit" className={cx(buttonClass(), c.submit)} aria-disabled={sending || undefined}>
            {sending ? (
              <>
                <Spinner size="sm" />
                {m.subscribing}
              </>
            ) : (
              m.subscribe
            )}
          </button>
        </div>
        {failed && (
          <p id={`${id}-error`} role="alert" className={fieldClasses.errorText}>
            {status.message}
          </p>
        )}
      </div>
      <div role="status" aria-live="polite" className={c.status}>
        {status.kind === 'done' && (
          <p className={c.done}>
            <CircleCheck aria-hidden="true" size={16} />
            <span>{status.message}</span>
          </p>
        )}
      </div>
    </form>
  );
}
NewsletterForm.displayName = 'NewsletterForm';
NewsletterForm.catalogs = [landingSectionCatalogs, apiClientCatalogs];
