import { chakra } from '@chakra-ui/react';
import { Tagged } from '@intambwe/i18n';
import { usePageWords } from './page-words';

/** Whether a text has facts still to be confirmed by the company (`<tbc>…</tbc>`). */
export const hasToBeConfirmed = (text: string): boolean => /<tbc>[\s\S]*?<\/tbc>/.test(text);

/** A sentence of a page, with its `<tbc>` facts highlighted as "[To be confirmed: …]". */
export function RichText({ text }: { text: string }) {
  const { m } = usePageWords();
  return (
    <Tagged
      message={text}
      tags={{
        tbc: (detail) => (
          <chakra.mark bg="orange.subtle" color="orange.fg" px="1" borderRadius="l1" fontWeight="medium">
            {m.layout.toBeConfirmed({ detail })}
          </chakra.mark>
        ),
      }}
    />
  );
}
