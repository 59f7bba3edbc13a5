import { Fragment, useContext, type ReactNode } from 'react';
import { splitTags, type Translated } from './core/define';
import { translate } from './core/messages';
import { LocaleContext } from './react';

/*
 * The parts of the React binding that format messages (Lingui's runtime): a
 * module of their own, so a page that only provides a language (and reads
 * plain texts) never downloads the formatter.
 */

/** A library's messages in the screen's language (plain ones as strings, ones that take values as functions). */
export function useMessages<D extends object>(descriptors: D): Translated<D> {
  return translate(descriptors, useContext(LocaleContext));
}

/** A message with tagged parts, each tag drawn by its renderer (`{ terms: (text) => <Link>{text}</Link> }`). */
export function Tagged({ message, tags }: { message: string; tags: Readonly<Record<string, (text: string) => ReactNode>> }) {
  return (
    <>
      {splitTags(message).map((part, index) => (
        <Fragment key={index}>{typeof part === 'string' ? part : (tags[part.tag]?.(part.text) ?? part.text)}</Fragment>
      ))}
    </>
  );
}
