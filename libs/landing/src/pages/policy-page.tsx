import { Heading, Stack, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { InfoPageLayout } from './info-page-layout';
import { usePageWords, type PageMessages, type Words } from './page-words';
import { hasToBeConfirmed, RichText } from './rich-text';

/** A section of a policy page: a heading, then paragraphs and/or a list, in the order the messages give them. */
interface PolicySectionWords {
  readonly heading: Words;
  readonly paragraphs?: Readonly<Record<string, Words>>;
  readonly list?: Readonly<Record<string, Words>>;
}

/** The pages made of headed sections. */
export type PolicyPageName = {
  [K in keyof PageMessages]: PageMessages[K] extends { sections: Readonly<Record<string, PolicySectionWords>> } ? K : never;
}[keyof PageMessages];

type Block = { kind: 'paragraphs' | 'list'; texts: Array<[key: string, text: string]> };

/** A text page made of headed sections (terms, privacy, cookies, accessibility, security, support). */
export function PolicyPage({ page, dated = true, children }: { page: PolicyPageName; dated?: boolean; children?: ReactNode }) {
  const { m, say } = usePageWords();
  const content = m[page];
  const sections = Object.entries(content.sections as Readonly<Record<string, PolicySectionWords>>).map(([key, section]) => ({
    key,
    heading: say(section.heading),
    // Paragraphs and list in the order the section gives them (a list may come first, its explanation after).
    blocks: Object.entries(section).flatMap(([kind, texts]): Block[] =>
      (kind === 'paragraphs' || kind === 'list') && typeof texts === 'object'
        ? [{ kind, texts: Object.entries(texts as Readonly<Record<string, Words>>).map(([id, words]) => [id, say(words)]) }]
        : [],
    ),
  }));
  const hasPlaceholder = sections.some((section) => section.blocks.some((block) => block.texts.some(([, text]) => hasToBeConfirmed(text))));

  return (
    <InfoPageLayout title={say(content.title)} intro={say(content.intro)} dated={dated}>
      {hasPlaceholder && (
        <Text fontSize="sm" p="3" mb="8" borderRadius="l2" bg="orange.subtle" color="orange.fg">
          {m.layout.placeholderNote}
        </Text>
      )}
      <Stack gap="8">
        {sections.map((section) => (
          <Stack as="section" key={section.key} gap="3">
            <Heading as="h2" size="xl">
              {section.heading}
            </Heading>
            {section.blocks.map((block) =>
              block.kind === 'paragraphs' ? (
                <Fragment key="paragraphs">
                  {block.texts.map(([id, text]) => (
                    <Text key={id} lineHeight="tall">
                      <RichText text={text} />
                    </Text>
                  ))}
                </Fragment>
              ) : (
                <Stack key="list" as="ul" gap="2" ps="5" listStyleType="disc" lineHeight="tall">
                  {block.texts.map(([id, text]) => (
                    <li key={id}>
                      <RichText text={text} />
                    </li>
                  ))}
                </Stack>
              ),
            )}
          </Stack>
        ))}
        {children}
      </Stack>
    </InfoPageLayout>
  );
}
