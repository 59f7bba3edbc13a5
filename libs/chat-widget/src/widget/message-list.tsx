import { dateFormat, useLocale } from '@intambwe/i18n';
import { buttonClass, cx, staticClasses, VisuallyHidden } from '@intambwe/ui/static';
import { useEffect, useRef } from 'react';
import { useChatMessages } from '../messages';
import type { ChatMessage } from '../types';
import type { chatPanelStyles } from './chat-widget.styles';
import type { chatMessagesStyles } from './message-list.styles';
import { replyLinkClass, RichText } from './rich-text';

const c = staticClasses<typeof chatMessagesStyles>('chat-messages');
const panel = staticClasses<typeof chatPanelStyles>('chat-panel');
/** Suggestion chips: Chakra's extra-small round outline buttons. */
const chip = cx(buttonClass({ variant: 'outline', size: 'sm', round: true }), panel.buttonXs);

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
    <div className={c.sources}>
      <p className={c.sourcesTitle}>{m.sources}</p>
      <ul className={c.sourcesList}>
        {sources.map((source) => {
          const external = /^https?:\/\//i.test(source.href);
          return (
            <li key={source.href}>
              <a
                href={source.href}
                className={replyLinkClass}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {source.title}
                {external && <VisuallyHidden> {m.opensInNewTab}</VisuallyHidden>}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Bubble({ message }: { message: ChatMessage }) {
  const m = useChatMessages();
  const locale = useLocale();
  const mine = message.isUser;
  return (
    <li className={cx(c.item, mine && c.itemMine)}>
      <div className={cx(c.bubble, mine ? c.bubbleMine : message.isError && c.bubbleError)}>
        <VisuallyHidden>{mine ? m.you : m.assistant}: </VisuallyHidden>
        {mine ? <p className={c.question}>{message.text}</p> : <RichText text={message.text} />}
        {!mine && message.sources && message.sources.length > 0 && <Sources sources={message.sources} />}
      </div>
      <span className={c.time}>
        <time dateTime={message.timestamp.toISOString()}>{timeFormat(locale).format(message.timestamp)}</time>
      </span>
    </li>
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
  const last = messages.at(-1);

  useEffect(() => {
    const element = scroller.current;
    // The stylesheet makes it glide, unless the person asked for less motion.
    element?.scrollTo?.({ top: element.scrollHeight });
  }, [messages.length, pending]);

  return (
    // A scrollable region must be reachable by keyboard (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={scroller} className={c.scroller} tabIndex={0} role="region" aria-label={m.conversation}>
      <ol className={c.list}>
        {messages.map((message) => (
          <Bubble key={message.id} message={message} />
        ))}
        {pending && (
          <li className={c.thinking} aria-hidden="true">
            {m.thinking}
          </li>
        )}
      </ol>
      {last && !last.isUser && last.suggestions && last.suggestions.length > 0 && (
        <div role="group" aria-label={m.suggestions} className={c.suggestions}>
          {last.suggestions.map((suggestion, index) => (
            <button
              key={suggestion}
              type="button"
              className={chip}
              disabled={pending}
              onClick={() => onSuggestion(suggestion, Boolean(last.isError), index)}
            >
              {suggestion}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
MessageList.displayName = 'MessageList';
