import { Box, Button, chakra, Field, HStack, Input, Text } from '@chakra-ui/react';
import { useComponentRecipes } from '@intambwe/ui';
import { subscribeToNewsletter, useApiClient, useFailureText } from '@intambwe/api-client';
import { CircleCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useMessages } from '@intambwe/i18n';
import { footerMessages } from './messages';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/**
 * The footer's newsletter box: an email-type input (its only rule, SPEC §5)
 * and Subscribe, which sends POST /api/newsletter and says how it went.
 */
export function NewsletterForm() {
  useComponentRecipes();
  const m = useMessages(footerMessages);
  const { failureText, fieldFailures } = useFailureText();
  const api = useApiClient();
  const id = useId();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const sending = status.kind === 'sending';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setStatus({ kind: 'sending' });
    try {
      await subscribeToNewsletter(api, { email });
      // Double opt-in: the address counts once the person opens the emailed link.
      setStatus({ kind: 'done', message: m.confirmationSent });
      setEmail('');
    } catch (error) {
      setStatus({ kind: 'failed', message: fieldFailures(error)['email'] ?? failureText(error) });
    }
  };

  return (
    <chakra.form onSubmit={submit} aria-labelledby={`${id}-title`}>
      <Text as="h2" id={`${id}-title`} fontWeight="semibold" fontSize="md" mb="1">
        {m.newsletterTitle}
      </Text>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {m.newsletterText}
      </Text>
      <Field.Root invalid={status.kind === 'failed'}>
        <Field.Label>{m.newsletterLabel}</Field.Label>
        <HStack gap="2" w="full" align="stretch">
          <Input
            type="email"
            name="email"
            required
            autoComplete="email"
            inputMode="email"
            placeholder={m.newsletterPlaceholder}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            bg="bg"
            flex="1"
            minW="0"
          />
          <Button type="submit" loading={sending} loadingText={m.subscribing} flexShrink={0}>
            {m.subscribe}
          </Button>
        </HStack>
        {status.kind === 'failed' && <Field.ErrorText role="alert">{status.message}</Field.ErrorText>}
      </Field.Root>
      <Box role="status" aria-live="polite" mt="2" minH="5">
        {status.kind === 'done' && (
          <HStack gap="2" color="fg.success" fontSize="sm" align="flex-start">
            <CircleCheck aria-hidden="true" size={16} />
            <Text>{status.message}</Text>
          </HStack>
        )}
      </Box>
    </chakra.form>
  );
}
NewsletterForm.displayName = 'NewsletterForm';
