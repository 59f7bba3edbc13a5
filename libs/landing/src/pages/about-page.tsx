import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ABOUT_STATISTICS, ABOUT_SUMMARY, CORE_VALUES, MISSION, VISION } from '../content';
import { usePlatformConfig } from '@intambwe/api-client';
import { StatCard } from '@intambwe/ui';
import { InfoPageLayout } from './info-page-layout';
import { pageMessages } from './page-messages';
import { RichText } from './rich-text';

const m = pageMessages.about;

/** /about: who we are, from the same facts as the landing page's about section. */
export function AboutPage() {
  const { brand } = usePlatformConfig();
  return (
    <InfoPageLayout title={m.title} intro={ABOUT_SUMMARY}>
      <Stack gap="10">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <Stack as="section" gap="2">
            <Heading as="h2" size="xl">
              {m.vision}
            </Heading>
            <Text>{VISION}</Text>
          </Stack>
          <Stack as="section" gap="2">
            <Heading as="h2" size="xl">
              {m.mission}
            </Heading>
            <Text>{MISSION}</Text>
          </Stack>
        </SimpleGrid>
        <Stack as="section" gap="4">
          <Heading as="h2" size="xl">
            {m.values}
          </Heading>
          <SimpleGrid as="ul" columns={{ base: 1, sm: 2 }} gap="4" listStyleType="none">
            {CORE_VALUES.map((value) => (
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
            {m.reach}
          </Heading>
          <SimpleGrid as="ul" columns={{ base: 2, md: 3 }} gap="4" listStyleType="none">
            {ABOUT_STATISTICS.map((statistic, index) => (
              <li key={`${statistic.label}-${index}`}>
                <StatCard value={statistic.value} label={statistic.label} h="full" />
              </li>
            ))}
          </SimpleGrid>
        </Stack>
        <Stack as="section" gap="2">
          <Heading as="h2" size="xl">
            {m.company}
          </Heading>
          <Text>
            <RichText text={m.companyText} brand={brand} />
          </Text>
        </Stack>
      </Stack>
    </InfoPageLayout>
  );
}
