import { defineStaticStyles } from '@intambwe/ui/static-styles';

/** An assistant reply's paragraphs, lists and links (build time only). */
export const chatRichTextStyles = defineStaticStyles('chat-rich-text', () => ({
  // Spaced from whatever follows (a paragraph before a list too: Chakra's _notLast counts elements of one type).
  paragraph: { '&:not(:last-child)': { mb: '2' } },
  list: { ps: '5', '&:not(:last-child)': { mb: '2' } },
  ordered: { listStyleType: 'decimal' },
  unordered: { listStyleType: 'disc' },
  /** With the kit's plain link: underlined in the text's own colour, long addresses wrapped. */
  link: { color: 'inherit', textDecoration: 'underline', wordBreak: 'break-word' },
}));
