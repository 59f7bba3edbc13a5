import { Heading, Stack, Text } from '@chakra-ui/react';
import { usePlatformConfig } from '@intambwe/api-client';
import { InfoPageLayout } from './info-page-layout';
import type { InfoPageContent } from './page-messages';
import { pageMessages } from './page-messages';
import { RichText } from './rich-text';

/** A text page made of headed sections (terms, privacy, cookies, accessibility, security, support). */
export function PolicyPage({
  content,
  dated = true,
  children,
}: {
  content: InfoPageContent;
  dated?: boolean;
  children?: React.ReactNode;
}) {
  const { brand } = usePlatformConfig();
  const hasPlaceholder = JSON.stringify(content).includes('[To be confirmed:');
  return (
    <InfoPageLayout title={content.title} intro={content.intro} dated={dated}>
      {hasPlaceholder && (
        <Text fontSize="sm" p="3" mb="8" borderRadius="l2" bg="orange.subtle" color="orange.fg">
          {pageMessages.placeholderNote}
        </Text>
      )}
      <Stack gap="8">
        {content.sections.map((section) => (
          <Stack as="section" key={section.heading} gap="3">
            <Heading as="h2" size="xl">
              {section.heading}
            </Heading>
            {section.paragraphs?.map((paragraph) => (
              <Text key={paragraph} lineHeight="tall">
                <RichText text={paragraph} brand={brand} />
              </Text>
            ))}
            {section.list && (
              <Stack as="ul" gap="2" ps="5" listStyleType="disc" lineHeight="tall">
                {section.list.map((item) => (
                  <li key={item}>
                    <RichText text={item} brand={brand} />
                  </li>
                ))}
              </Stack>
            )}
          </Stack>
        ))}
        {children}
      </Stack>
    </InfoPageLayout>
  );
}
