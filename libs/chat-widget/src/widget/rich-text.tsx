import { cx, linkClass, staticClasses, VisuallyHidden } from '@intambwe/ui/static';
import { Fragment } from 'react';
import { useChatMessages } from '../messages';
import { parseRichText, type Inline } from './parse-rich-text';
import type { chatRichTextStyles } from './rich-text.styles';

const c = staticClasses<typeof chatRichTextStyles>('chat-rich-text');
/** A link in a reply or its sources: underlined in the text's own colour. */
export const replyLinkClass = cx(linkClass('plain'), c.link);

function InlineParts({ parts }: { parts: Inline[] }) {
  const m = useChatMessages();
  return (
    <>
      {parts.map((part, i) => {
        if (part.type === 'text') return <Fragment key={i}>{part.text}</Fragment>;
        if (part.type === 'strong') return <strong key={i}>{part.text}</strong>;
        return part.external ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer" className={replyLinkClass}>
            {part.text}
            <VisuallyHidden> {m.opensInNewTab}</VisuallyHidden>
          </a>
        ) : (
          <a key={i} href={part.href} className={replyLinkClass}>
            {part.text}
          </a>
        );
      })}
    </>
  );
}

/** An assistant reply as safe text with links (never HTML from the server). */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {parseRichText(text).map((block, i) => {
        if (block.type === 'paragraph') {
          return (
            <p key={i} className={c.paragraph}>
              {block.lines.map((line, j) => (
                <Fragment key={j}>
                  {j > 0 && <br />}
                  <InlineParts parts={line} />
                </Fragment>
              ))}
            </p>
          );
        }
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List key={i} className={cx(c.list, block.ordered ? c.ordered : c.unordered)}>
            {block.items.map((item, j) => (
              <li key={j}>
                <InlineParts parts={item} />
              </li>
            ))}
          </List>
        );
      })}
    </>
  );
}
RichText.displayName = 'RichText';
