import type { Locale } from '@intambwe/i18n/locales';
import { listText, type AssistantMessages } from '../languages.js';
import type { Source, StaticEntry } from './entries.js';
import type { PlatformFacts } from './platform-facts.js';
import { linksOf, speechIn, type KnowledgeSettings, type Links, type Speech } from './settings.js';

/** What every group of static documents is built from: the facts, the brand and the language. */
export interface KnowledgeContext {
  facts: PlatformFacts;
  settings: KnowledgeSettings;
  locale: Locale;
  m: AssistantMessages;
  /** What to ask next, in the answer's language. */
  s: AssistantMessages['suggest'];
  links: Links;
  /** 'Label: text', punctuated as the language does. */
  labelled: (label: string, text: string) => string;
  /** 'Every program includes live sessions and certification.' */
  tags: string;
}

export function knowledgeContext(
  facts: PlatformFacts,
  settings: KnowledgeSettings,
  speech: Speech = speechIn('en'),
): KnowledgeContext {
  const { locale, m } = speech;
  return {
    facts,
    settings,
    locale,
    m,
    s: m.suggest,
    links: linksOf(m),
    labelled: (label, text) => m.format.labelled({ label, text }),
    tags: m.services.tags({
      tags: listText(
        facts.programTags.map((tag) => tag.toLocaleLowerCase(locale)),
        locale,
      ),
    }),
  };
}

/** Lines as a Markdown list. */
export const bullets = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join('\n');

/** 'Web Development & Design' -> 'web-development-design'. */
export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** One row of a table of documents: its id, the words it is found by, its text, where it points, what to ask next. */
export type DocumentRow = [
  id: string,
  words: { title: string; keywords: string },
  text: string,
  sources: Source[],
  suggestions: string[],
];

/** A static document titled and found by one group of the assistant's words (`{ title, keywords }`). */
export const documentOf = (
  id: string,
  kind: StaticEntry['kind'],
  words: { title: string; keywords: string },
  text: string,
  sources: Source[],
  suggestions: string[],
): StaticEntry => ({ id, kind, title: words.title, keywords: words.keywords, text, sources, suggestions });
