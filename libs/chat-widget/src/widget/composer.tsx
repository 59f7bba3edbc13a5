import { CHAT_MESSAGE_MAX } from '@intambwe/contract';
import { buttonClass, cx, srOnlyClass, staticClasses, textareaClass } from '@intambwe/ui/static';
import { SendHorizontal } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type RefCallback } from 'react';
import { useChatMessages } from '../messages';
import type { chatComposerStyles } from './composer.styles';
import { useElementId } from './use-element-id';

const c = staticClasses<typeof chatComposerStyles>('chat-composer');
const sendButton = buttonClass({ size: 'sm', icon: true });

/** SPEC §9: the input grows up to 3 rows. */
export const MAX_INPUT_ROWS = 3;

/** Rows for a value: its lines, or how many it wraps to when the browser can measure it. */
function rowsFor(element: HTMLTextAreaElement | null, value: string): number {
  // Empty is one row: no measuring (it would lay the whole panel out twice as it opens).
  if (value === '') return 1;
  const lines = value.split('\n').length;
  let measured = 0;
  if (element && element.scrollHeight > 0) {
    const style = window.getComputedStyle(element);
    const lineHeight = Number.parseFloat(style.lineHeight);
    const padding = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
    if (lineHeight > 0) {
      const previous = element.rows;
      element.rows = 1;
      measured = Math.round((element.scrollHeight - (Number.isFinite(padding) ? padding : 0)) / lineHeight);
      element.rows = previous;
    }
  }
  return Math.min(MAX_INPUT_ROWS, Math.max(1, lines, measured));
}

export interface ComposerProps {
  pending: boolean;
  /** The text typed so far: the panel keeps it while it is minimized or closed. */
  value: string;
  onValueChange: (value: string) => void;
  /** Receives the textarea, so the widget can move focus to it. */
  inputRef: RefCallback<HTMLTextAreaElement>;
  /** Sends the text; returns whether it was sent (then the input is cleared). */
  onSend: (text: string) => boolean;
}

/** The question input: Enter sends, Shift+Enter adds a line; disabled while a reply is pending. */
export function Composer({ pending, value, onValueChange, onSend, inputRef }: ComposerProps) {
  const m = useChatMessages();
  const [rows, setRows] = useState(() => (value === '' ? 1 : Math.min(MAX_INPUT_ROWS, value.split('\n').length)));
  const id = useElementId();
  const textarea = useRef<HTMLTextAreaElement | null>(null);

  useLayoutEffect(() => {
    setRows(rowsFor(textarea.current, value));
  }, [value]);

  const submit = () => {
    if (onSend(value)) onValueChange('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      className={c.form}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className={c.row}>
        <label htmlFor={id} className={srOnlyClass}>
          {m.inputLabel}
        </label>
        <textarea
          id={id}
          ref={(element) => {
            textarea.current = element;
            inputRef(element);
          }}
          className={cx(textareaClass(), c.input, rows >= MAX_INPUT_ROWS && c.inputFull)}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          onKeyDown={onKeyDown}
          rows={rows}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder={m.placeholder}
          disabled={pending}
          enterKeyHint="send"
        />
        <button type="submit" aria-label={m.send} className={sendButton} disabled={pending || value.trim() === ''}>
          <SendHorizontal aria-hidden="true" />
        </button>
      </div>
    </form>
  );
}
Composer.displayName = 'Composer';
