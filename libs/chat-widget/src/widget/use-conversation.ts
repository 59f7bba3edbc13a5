import { sendChatMessage, type ApiClient } from '@intambwe/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '../types';

/** What the conversation says itself, in the screen's language. */
export interface ConversationWords {
  /** SPEC §8: offered under a reply that brings no suggestions of its own. */
  defaultSuggestions: string[];
  /** SPEC §8: the reply added when a question fails, and its suggestions ('Try again' first). */
  failure: string;
  failureSuggestions: string[];
}

/** For developers (never shown: the failure reply is): a widget with no way to reach the server. */
const NOT_CONFIGURED = 'The assistant is not configured: pass apiClient, or wrap the page in PlatformProvider.';

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
  words: ConversationWords;
}

/**
 * The conversation: messages, whether a reply is pending, and `send`. A blank
 * message (after trimming) is not sent, and nothing is sent while a reply is
 * pending (SPEC §4), even on a double press within one frame.
 *
 * Not react-query, on purpose: the transcript is this tab's own state (the
 * server keeps no conversation), and the widget's chunk is fetched when every
 * page is idle, where react-query would add ~9.7 kB brotli for one flag;
 * react-query also delivers a mutation's state a task after it settles,
 * where here the reply and the input coming back are one render.
 */
export function useConversation({ api, context, initialMessages, words }: ConversationOptions) {
  const [messages, setMessages] = useState<ChatMessage[]>(initialMessages);
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);
  const failedQuestion = useRef<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const contextRef = useRef(context);
  contextRef.current = context;
  const wordsRef = useRef(words);
  wordsRef.current = words;

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
        : Promise.reject(new Error(NOT_CONFIGURED));
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
          const suggestions = answer.suggestions.length > 0 ? answer.suggestions : wordsRef.current.defaultSuggestions;
          settle(assistantMessage(answer.message, { suggestions, sources: answer.sources }));
        },
        () => {
          failedQuestion.current = message;
          const { failure, failureSuggestions } = wordsRef.current;
          settle(assistantMessage(failure, { suggestions: failureSuggestions, isError: true }));
        },
      );
      return true;
    },
    [api],
  );

  /** A suggestion chip: the first one ('Try again') of the failure reply sends the failed question again; any other sends its text. */
  const choose = useCallback(
    (suggestion: string, fromError: boolean, index = -1) => {
      if (fromError && index === 0 && failedQuestion.current) return send(failedQuestion.current);
      return send(suggestion);
    },
    [send],
  );

  return { messages, pending, send, choose };
}
