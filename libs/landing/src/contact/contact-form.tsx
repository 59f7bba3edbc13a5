import { Alert, Box, Button, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useComponentRecipes } from '@intambwe/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { ContactRequestShape } from '@intambwe/contract';
import { sendContactMessage, useApiClient, useFailureText } from '@intambwe/api-client';
import { CircleCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { useMessages } from '@intambwe/i18n';
import { contactMessages } from './messages';

type ContactInput = v.InferInput<typeof ContactRequestShape>;
type ContactOutput = v.InferOutput<typeof ContactRequestShape>;
const FIELDS = ['name', 'email', 'subject', 'message'] as const;

export interface ContactFormProps {
  /** Shown after a message is sent (the dialog offers Close). */
  onDone?: () => void;
}

/**
 * The contact form (name, email, optional subject, message), validated with the
 * same valibot rules the server applies, sent as POST /api/contact. Says thanks
 * on success and why on failure (words chosen from the failure's codes),
 * keeping what was typed.
 */
export function ContactForm({ onDone }: ContactFormProps) {
  useComponentRecipes();
  const m = useMessages(contactMessages);
  const { failureText, fieldError, fieldFailures } = useFailureText();
  const api = useApiClient();
  const id = useId();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactOutput>({
    resolver: valibotResolver(ContactRequestShape),
    defaultValues: { name: '', email: '', subject: '', message: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
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

  if (sent) {
    return (
      <Stack gap="4" role="status" align="flex-start">
        <Stack direction="row" gap="3" align="flex-start">
          <Box color="fg.success" mt="0.5" aria-hidden="true">
            <CircleCheck size={22} />
          </Box>
          <Stack gap="1">
            <Text fontWeight="semibold" fontSize="lg">
              {m.successTitle}
            </Text>
            <Text color="fg.muted">{m.sent}</Text>
          </Stack>
        </Stack>
        <Stack direction="row" gap="3" wrap="wrap">
          {onDone && <Button onClick={onDone}>{m.close}</Button>}
          <Button variant="outline" onClick={() => setSent(false)}>
            {m.sendAnother}
          </Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={onSubmit} aria-describedby={failure ? `${id}-failure` : undefined}>
        {failure && (
          <Alert.Root status="error" id={`${id}-failure`} role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{m.failureTitle}</Alert.Title>
              <Alert.Description>{failure}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Field.Root invalid={Boolean(errors.name)} required>
          <Field.Label>
            {m.name}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input {...register('name')} autoComplete="name" />
          <Field.ErrorText>{fieldError(errors.name?.message)}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.email)} required>
          <Field.Label>
            {m.email}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input {...register('email')} type="email" autoComplete="email" inputMode="email" />
          <Field.ErrorText>{fieldError(errors.email?.message)}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.subject)}>
          <Field.Label>
            {m.subject}
            <Text as="span" color="fg.muted" fontWeight="normal">
              ({m.subjectHint})
            </Text>
          </Field.Label>
          <Input {...register('subject')} />
          <Field.ErrorText>{fieldError(errors.subject?.message)}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.message)} required>
          <Field.Label>
            {m.message}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea {...register('message')} rows={5} autoresize maxH="60" />
          <Field.ErrorText>{fieldError(errors.message?.message)}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" loading={isSubmitting} loadingText={m.sending} alignSelf="flex-start">
          {m.send}
        </Button>
      </form>
    </Stack>
  );
}
ContactForm.displayName = 'ContactForm';
