import { sendChatMessage, type ApiClient } from '@intambwe/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { chatMessages as m } from '../messages';
import type { ChatMessage } from '../types';

let sequence = 0;
const nextId = () => `chat-${Date.now().toString(36)}-${(sequence += 1)}`;

export function assistantMessage(text: string, extra: Partial<ChatMessage> = {}): ChatMessage {
  return { id: nextId(), text, isUser: false, timestamp: new Date(), ...extra };
}

export function userMessage(text: string): ChatMessage {
  return { id: nextId(), text, isUser: true, timestamp: new Date() };
}

export interface ConversationOptions {
  api: ApiClient | null;
  context: { page?: string; platform?: string; extras?: Record<string, unknown> };
  /** The messages to start with (the welcome message on first open). */
  initialMessages: () => ChatMessage[];
}

/**
 * The conversation: messages, whether a reply is pending, and `send`. A blank
 * message (after trimming) is not sent, and nothing is sent while a reply is
 * pending (SPEC §4), even on a double press within one frame.
 */
export function useConversation({ api, context, initialMessages }: ConversationOptions) {
  const [messages, setMessages] = useState<ChatMessage[]>(initialMessages);
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);
  const failedQuestion = useRef<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const contextRef = useRef(context);
  contextRef.current = context;

  useEffect(() => () => inFlight.current?.abort(), []);

  const send = useCallback(
    (text: string): boolean => {
      const message = text.trim();
      if (!message || pendingRef.current) return false;
      pendingRef.current = true;
      setPending(true);
      setMessages((list) => [...list, userMessage(message)]);
      const controller = new AbortController();
      inFlight.current = controller;
      const { page, platform, extras } = contextRef.current;
      const request = api
        ? sendChatMessage(api, { message, context: { page, platform, extras } }, controller.signal)
        : Promise.reject(new Error(m.notConfigured));
      const settle = (reply: ChatMessage) => {
        if (controller.signal.aborted) return;
        inFlight.current = null;
        pendingRef.current = false;
        // One render: the reply appears as the input comes back.
        setMessages((list) => [...list, reply]);
        setPending(false);
      };
      request.then(
        (answer) => {
          failedQuestion.current = null;
          const suggestions = answer.suggestions.length > 0 ? answer.suggestions : m.defaultSuggestions;
          settle(assistantMessage(answer.message, { suggestions, sources: answer.sources }));
        },
        () => {
          failedQuestion.current = message;
          settle(assistantMessage(m.failure, { suggestions: m.failureSuggestions, isError: true }));
        },
      );
      return true;
    },
    [api],
  );

  /** A suggestion chip: 'Try again' on the failure reply sends the failed question again; any other sends its text. */
  const choose = useCallback(
    (suggestion: string, fromError: boolean) => {
      if (fromError && suggestion === m.failureSuggestions[0] && failedQuestion.current) return send(failedQuestion.current);
      return send(suggestion);
    },
    [send],
  );

  return { messages, pending, send, choose };
}
