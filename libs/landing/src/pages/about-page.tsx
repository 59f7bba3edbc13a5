import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLocale } from '@intambwe/i18n';
import { StatCard } from '@intambwe/ui';
import { useMemo } from 'react';
import { aboutStatistics, aboutTexts, coreValues } from '@intambwe/platform-facts';
import { InfoPageLayout } from './info-page-layout';
import { usePageWords } from './page-words';
import { RichText } from './rich-text';

/** /about: who we are, from the same facts as the landing page's about section, in the page's language. */
export function AboutPage() {
  const { m, say } = usePageWords();
  const locale = useLocale();
  const { summary, vision, mission } = useMemo(() => aboutTexts(locale), [locale]);
  const values = useMemo(() => coreValues(locale), [locale]);
  const statistics = useMemo(() => aboutStatistics(locale), [locale]);
  return (
    <InfoPageLayout title={m.about.title} intro={summary}>
      <Stack gap="10">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <Stack as="section" gap="2">
            <Heading as="h2" size="xl">
              {m.about.vision}
            </Heading>
            <Text>{vision}</Text>
          </Stack>
          <Stack as="section" gap="2">
            <Heading as="h2" size="xl">
              {m.about.mission}
            </Heading>
            <Text>{mission}</Text>
          </Stack>
        </SimpleGrid>
        <Stack as="section" gap="4">
          <Heading as="h2" size="xl">
            {m.about.values}
          </Heading>
          <SimpleGrid as="ul" columns={{ base: 1, sm: 2 }} gap="4" listStyleType="none">
            {values.map((value) => (
              <Stack as="li" key={value.id} gap="1" p="4" borderWidth="1px" borderRadius="l3">
                <Heading as="h3" size="md">
                  {value.title}
                </Heading>
                <Text color="fg.muted">{value.description}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
        <Stack as="section" gap="4">
          <Heading as="h2" size="xl">
            {m.about.reach}
          </Heading>
          <SimpleGrid as="ul" columns={{ base: 2, md: 3 }} gap="4" listStyleType="none">
            {statistics.map((statistic, index) => (
              <li key={`${statistic.label}-${index}`}>
                <StatCard value={statistic.value} label={statistic.label} h="full" />
              </li>
            ))}
          </SimpleGrid>
        </Stack>
        <Stack as="section" gap="2">
          <Heading as="h2" size="xl">
            {m.about.company}
          </Heading>
          <Text>
            <RichText text={say(m.about.companyText)} />
          </Text>
        </Stack>
      </Stack>
    </InfoPageLayout>
  );
}
