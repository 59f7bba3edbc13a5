import { Box, Button, Flex, HStack, Link, Stack, Text, VisuallyHidden, Wrap } from '@chakra-ui/react';
import { dateFormat, useLocale } from '@intambwe/i18n';
import { usePrefersReducedMotion } from '@intambwe/ui';
import { useEffect, useRef } from 'react';
import { useChatMessages } from '../messages';
import type { ChatMessage } from '../types';
import { RichText } from './rich-text';

/** Hours and minutes the way the screen's language writes them (one formatter per language, kept). */
export function timeFormat(locale: string): Intl.DateTimeFormat {
  try {
    return dateFormat(locale, { hour: '2-digit', minute: '2-digit' });
  } catch {
    return dateFormat('en', { hour: '2-digit', minute: '2-digit' }); // a tag Intl does not take (a test's pseudo-locale)
  }
}

function Sources({ sources }: { sources: NonNullable<ChatMessage['sources']> }) {
  const m = useChatMessages();
  return (
    <Box mt="2" pt="2" borderTopWidth="1px" borderColor="border" fontSize="xs">
      <Text fontWeight="semibold">{m.sources}</Text>
      <Box as="ul" listStyleType="none">
        {sources.map((source) => {
          const external = /^https?:\/\//i.test(source.href);
          return (
            <li key={source.href}>
              <Link
                href={source.href}
                color="inherit"
                textDecoration="underline"
                wordBreak="break-word"
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {source.title}
                {external && <VisuallyHidden> {m.opensInNewTab}</VisuallyHidden>}
              </Link>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

function Bubble({ message }: { message: ChatMessage }) {
  const m = useChatMessages();
  const locale = useLocale();
  const mine = message.isUser;
  return (
    <Flex as="li" direction="column" align={mine ? 'flex-end' : 'flex-start'} gap="1">
      <Box
        maxW="85%"
        px="3"
        py="2"
        borderRadius="xl"
        borderEndEndRadius={mine ? 'sm' : 'xl'}
        borderEndStartRadius={mine ? 'xl' : 'sm'}
        bg={mine ? 'brand.solid' : message.isError ? 'red.subtle' : 'bg.muted'}
        color={mine ? 'brand.contrast' : message.isError ? 'fg.error' : 'fg'}
        fontSize="sm"
        lineHeight="1.5"
      >
        <VisuallyHidden>{mine ? m.you : m.assistant}: </VisuallyHidden>
        {mine ? (
          <Text whiteSpace="pre-wrap" wordBreak="break-word">
            {message.text}
          </Text>
        ) : (
          <RichText text={message.text} />
        )}
        {!mine && message.sources && message.sources.length > 0 && <Sources sources={message.sources} />}
      </Box>
      <Text as="span" fontSize="xs" color="fg.muted">
        <time dateTime={message.timestamp.toISOString()}>{timeFormat(locale).format(message.timestamp)}</time>
      </Text>
    </Flex>
  );
}

export interface MessageListProps {
  messages: ChatMessage[];
  pending: boolean;
  /** A chip was chosen: its text, whether it is under the failure reply, and its place among the chips. */
  onSuggestion: (suggestion: string, fromError: boolean, index: number) => void;
}

/** The conversation, the suggestions of the latest reply, and 'Thinking...' while a reply is pending. */
export function MessageList({ messages, pending, onSuggestion }: MessageListProps) {
  const m = useChatMessages();
  const scroller = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const last = messages.at(-1);

  useEffect(() => {
    const element = scroller.current;
    element?.scrollTo?.({ top: element.scrollHeight, behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [messages.length, pending, reducedMotion]);

  return (
    // A scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <Box ref={scroller} flex="1" minH="0" overflowY="auto" px="4" py="3" tabIndex={0} role="region" aria-label={m.conversation} _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' }}>
      <Stack as="ol" gap="3" listStyleType="none">
        {messages.map((message) => (
          <Bubble key={message.id} message={message} />
        ))}
        {pending && (
          <HStack as="li" gap="2" color="fg.muted" fontSize="sm" aria-hidden="true">
            <Text>{m.thinking}</Text>
          </HStack>
        )}
      </Stack>
      {last && !last.isUser && last.suggestions && last.suggestions.length > 0 && (
        <Wrap role="group" aria-label={m.suggestions} gap="2" mt="3">
          {last.suggestions.map((suggestion, index) => (
            <Button
              key={suggestion}
              size="xs"
              variant="outline"
              borderRadius="full"
              disabled={pending}
              onClick={() => onSuggestion(suggestion, Boolean(last.isError), index)}
            >
              {suggestion}
            </Button>
          ))}
        </Wrap>
      )}
    </Box>
  );
}
MessageList.displayName = 'MessageList';
