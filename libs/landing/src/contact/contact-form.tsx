import { valibotResolver } from '@hookform/resolvers/valibot';
import { apiClientCatalogs, sendContactMessage, useApiClient, useFailureText } from '@intambwe/api-client';
import { ContactRequestShape } from '@intambwe/contract';
import { useMessages } from '@intambwe/i18n';
import {
  buttonClass,
  cx,
  inputClass,
  Spinner,
  StaticField as Field,
  staticClasses,
  textareaClass,
  useCheckedSubmit,
  useIslandKey,
} from '@intambwe/ui/static';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { closesDialog } from '../shared/dialog-commands';
import { landingSectionCatalogs } from '../sections/catalogs';
import type { contactFormStyles } from './contact-form.styles';
import { contactMessages } from './messages';

const c = staticClasses<typeof contactFormStyles>('contact-form');

type ContactInput = v.InferInput<typeof ContactRequestShape>;
type ContactOutput = v.InferOutput<typeof ContactRequestShape>;
const FIELDS = ['name', 'email', 'subject', 'message'] as const;
type FieldName = (typeof FIELDS)[number];

export interface ContactFormProps {
  /** The id of the dialog it sits in: its first field takes focus as the dialog opens, and Close closes it. */
  inDialog?: string;
}

/**
 * The contact form (name, email, optional subject, message), validated with the
 * same valibot rules the server applies, sent as POST /api/contact. Shows the
 * server's thanks on success and the reason on failure, keeping what was typed.
 * An island: its fields are the browser's own until it has hydrated, so what is
 * typed before stays.
 */
export function ContactForm({ inDialog }: ContactFormProps) {
  const m = useMessages(contactMessages);
  const { failureText, fieldError, fieldFailures } = useFailureText();
  const api = useApiClient();
  const id = useIslandKey();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactInput, unknown, ContactOutput>({
    resolver: valibotResolver(ContactRequestShape),
    defaultValues: { name: '', email: '', subject: '', message: '' },
  });
  // 'Sending…' only for a message that passed the form's checks (never over an empty form).
  const { submitWith, sending } = useCheckedSubmit<ContactOutput>(handleSubmit);

  const send = submitWith(async (values) => {
    setFailure(null);
    try {
      await sendContactMessage(api, { ...values, subject: values.subject || undefined });
      setSent(true);
      reset();
    } catch (error) {
      const fields = fieldFailures(error);
      for (const field of FIELDS) {
        const message = fields[field];
        if (message) setError(field, { type: 'server', message });
      }
      setFailure(failureText(error));
    }
  });

  // A second press while the first is on its way sends nothing more.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (sending) {
      event.preventDefault();
      return;
    }
    void send(event);
  };

  const nameField = register('name');
  const nameRef = (element: HTMLInputElement | null) => {
    nameField.ref(element);
    if (element && inDialog) element.setAttribute('autofocus', '');
  };

  const errorOf = (field: FieldName) => fieldError(errors[field]?.message);

  if (sent) {
    return (
      <div role="status" className={c.sent}>
        <div className={c.sentRow}>
          <span className={c.sentIcon} aria-hidden="true">
            <CircleCheck size={22} />
          </span>
          <div>
            <p className={c.sentTitle}>{m.successTitle}</p>
            <p className={c.muted}>{m.sent}</p>
          </div>
        </div>
        <div className={c.actions}>
          {inDialog && (
            <button type="button" className={buttonClass()} {...closesDialog(inDialog)}>
              {m.close}
            </button>
          )}
          <button type="button" className={buttonClass({ variant: 'outline' })} onClick={() => setSent(false)}>
            {m.sendAnother}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-describedby={failure ? `${id}-failure` : undefined} className={c.form}>
      {failure && (
        <div id={`${id}-failure`} role="alert" className={c.alert}>
          <span className={c.alertIcon} aria-hidden="true">
            <CircleAlert size={20} />
          </span>
          <div>
            <p className={c.alertTitle}>{m.failureTitle}</p>
            <p>{failure}</p>
          </div>
        </div>
      )}
      <Field id={`${id}-name`} label={m.name} required error={errorOf('name')}>
        {(control) => (
          // In a native <dialog>, the `autofocus` attribute is how the platform is told where focus lands when it opens
          // (no script runs for it). React writes it only into server HTML: a field rendered in the browser (Send another
          // message, a page shown without prerendering) gets it from its ref, or the dialog would open on its close button.
          <input
            {...control}
            {...nameField}
            ref={nameRef}
            autoComplete="name"
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={Boolean(inDialog)}
            className={inputClass()}
          />
        )}
      </Field>
      <Field id={`${id}-email`} label={m.email} required error={errorOf('email')}>
        {(control) => (
          <input
            {...control}
            {...register('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            className={inputClass()}
          />
        )}
      </Field>
      <Field
        id={`${id}-subject`}
        label={
          <>
            {m.subject} <span className={c.hint}>({m.subjectHint})</span>
          </>
        }
        error={errorOf('subject')}
      >
        {(control) => <input {...control} {...register('subject')} className={inputClass()} />}
      </Field>
      <Field id={`${id}-message`} label={m.message} required error={errorOf('message')}>
        {(control) => <textarea {...control} {...register('message')} rows={5} className={cx(textareaClass(), c.textarea)} />}
      </Field>
      <button type="submit" className={cx(buttonClass(), c.submit)} aria-disabled={sending || undefined}>
        {sending ? (
          <>
            <Spinner size="sm" />
            {m.sending}
          </>
        ) : (
          m.send
        )}
      </button>
    </form>
  );
}
ContactForm.displayName = 'ContactForm';
ContactForm.catalogs = [landingSectionCatalogs, apiClientCatalogs];
