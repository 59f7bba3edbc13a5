import { Box, Link, Text, VisuallyHidden } from '@chakra-ui/react';
import { Fragment } from 'react';
import { useChatMessages } from '../messages';
import { parseRichText, type Inline } from './parse-rich-text';

function InlineParts({ parts }: { parts: Inline[] }) {
  const m = useChatMessages();
  return (
    <>
      {parts.map((part, i) => {
        if (part.type === 'text') return <Fragment key={i}>{part.text}</Fragment>;
        if (part.type === 'strong') return <strong key={i}>{part.text}</strong>;
        return part.external ? (
          <Link key={i} href={part.href} target="_blank" rel="noopener noreferrer" color="inherit" textDecoration="underline" wordBreak="break-word">
            {part.text}
            <VisuallyHidden> {m.opensInNewTab}</VisuallyHidden>
          </Link>
        ) : (
          <Link key={i} href={part.href} color="inherit" textDecoration="underline" wordBreak="break-word">
            {part.text}
          </Link>
        );
      })}
    </>
  );
}

/** An assistant reply as safe text with links (never HTML from the server). */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {parseRichText(text).map((block, i) =>
        block.type === 'paragraph' ? (
          <Text key={i} _notLast={{ mb: '2' }}>
            {block.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 && <br />}
                <InlineParts parts={line} />
              </Fragment>
            ))}
          </Text>
        ) : (
          <Box key={i} as={block.ordered ? 'ol' : 'ul'} ps="5" listStyleType={block.ordered ? 'decimal' : 'disc'} _notLast={{ mb: '2' }}>
            {block.items.map((item, j) => (
              <li key={j}>
                <InlineParts parts={item} />
              </li>
            ))}
          </Box>
        ),
      )}
    </>
  );
}
RichText.displayName = 'RichText';
