import { chakra } from '@chakra-ui/react';
import type { Brand } from '@intambwe/contract';
import { Fragment } from 'react';

const PLACEHOLDER = /(\[To be confirmed:[^\]]*\])/g;

/** Fills {brand}, {contactEmail} and {supportEmail} from the brand facts. */
export function fillBrand(text: string, brand: Brand): string {
  return text
    .replaceAll('{brand}', brand.name)
    .replaceAll('{contactEmail}', brand.contactEmail)
    .replaceAll('{supportEmail}', brand.supportEmail);
}

/** A sentence with its "[To be confirmed: …]" placeholders highlighted. */
export function RichText({ text, brand }: { text: string; brand: Brand }) {
  const parts = fillBrand(text, brand).split(PLACEHOLDER);
  return (
    <>
      {parts.map((part, index) =>
        PLACEHOLDER.test(part) && part.startsWith('[') ? (
          <chakra.mark key={index} bg="orange.subtle" color="orange.fg" px="1" borderRadius="l1" fontWeight="medium">
            {part}
          </chakra.mark>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
