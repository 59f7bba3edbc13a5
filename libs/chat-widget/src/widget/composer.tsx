import { Box, Flex, IconButton, Textarea, VisuallyHidden } from '@chakra-ui/react';
import { useComponentRecipes } from '@intambwe/ui';
import { CHAT_MESSAGE_MAX } from '@intambwe/contract';
import { SendHorizontal } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefCallback } from 'react';
import { useChatMessages } from '../messages';

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
  /** Receives the textarea, so the widget can move focus to it. */
  inputRef: RefCallback<HTMLTextAreaElement>;
  /** Sends the text; returns whether it was sent (then the input is cleared). */
  onSend: (text: string) => boolean;
}

/** The question input: Enter sends, Shift+Enter adds a line; disabled while a reply is pending. */
export function Composer({ pending, onSend, inputRef }: ComposerProps) {
  useComponentRecipes();
  const m = useChatMessages();
  const [value, setValue] = useState('');
  const [rows, setRows] = useState(1);
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement | null>(null);

  useLayoutEffect(() => {
    setRows(rowsFor(textarea.current, value));
  }, [value]);

  const submit = () => {
    if (onSend(value)) setValue('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Box
      as="form"
      px="3"
      py="3"
      borderTopWidth="1px"
      borderColor="border"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Flex gap="2" align="flex-end">
        <VisuallyHidden asChild>
          <label htmlFor={id}>{m.inputLabel}</label>
        </VisuallyHidden>
        <Textarea
          id={id}
          ref={(element: HTMLTextAreaElement | null) => {
            textarea.current = element;
            inputRef(element);
          }}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={onKeyDown}
          rows={rows}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder={m.placeholder}
          disabled={pending}
          resize="none"
          size="sm"
          flex="1"
          minH="0"
          overflowY={rows >= MAX_INPUT_ROWS ? 'auto' : 'hidden'}
          enterKeyHint="send"
        />
        <IconButton type="submit" aria-label={m.send} size="sm" disabled={pending || value.trim() === ''}>
          <SendHorizontal aria-hidden="true" />
        </IconButton>
      </Flex>
    </Box>
  );
}
Composer.displayName = 'Composer';
