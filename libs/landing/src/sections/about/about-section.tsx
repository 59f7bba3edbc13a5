import { Box, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLocale, useMessages } from '@intambwe/i18n';
import { aboutStatistics, aboutTexts, coreValues, type CoreValue } from '@intambwe/platform-facts';
import { Section, StatCard, useComponentRecipes } from '@intambwe/ui';
import { BadgeCheck, Eye, Handshake, HeartHandshake, ShieldCheck, Target, type LucideIcon } from 'lucide-react';
import { ANCHORS } from '../../shared/links';
import { aboutMessages } from './messages';

const valueIcons: Record<CoreValue['id'], LucideIcon> = {
  'customer-centered': HeartHandshake,
  partnerships: Handshake,
  integrity: ShieldCheck,
  professionalism: BadgeCheck,
};

function IconBadge({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <Box
      as="span"
      display="inline-flex"
      bg="brand.muted"
      color="brand.fg"
      borderRadius="l3"
      p="2.5"
      aria-hidden="true"
      alignSelf="flex-start"
    >
      <Icon size={22} />
    </Box>
  );
}

/** SPEC §1 About: a summary, vision, mission, the four core values and five statistics. */
export function AboutSection() {
  useComponentRecipes();
  const m = useMessages(aboutMessages);
  const locale = useLocale();
  const about = aboutTexts(locale);
  const statistics = aboutStatistics(locale);
  return (
    // Right after the hero, on screen from the first frame: rendered at once, not as it comes near.
    <Section id={ANCHORS.about} eyebrow={m.eyebrow} title={m.title} subtitle={about.summary} deferRendering={false}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        {[
          { heading: m.vision, text: about.vision, icon: Eye },
          { heading: m.mission, text: about.mission, icon: Target },
        ].map((block) => (
          <Card.Root key={block.heading} variant="outline" bg="bg.panel">
            <Card.Body gap="3">
              <IconBadge icon={block.icon} />
              <Heading as="h3" size="lg">
                {block.heading}
              </Heading>
              <Text color="fg.muted">{block.text}</Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>

      <Heading as="h3" size="xl" textAlign="center" mt={{ base: '10', md: '14' }} mb="6">
        {m.coreValues}
      </Heading>
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="4" listStyleType="none">
        {coreValues(locale).map((value) => (
          <Stack as="li" key={value.id} gap="2" p="5" borderRadius="l3" borderWidth="1px" bg="bg.panel">
            <IconBadge icon={valueIcons[value.id]} />
            <Heading as="h4" size="md">
              {value.title}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {value.description}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>

      <SimpleGrid
        as="ul"
        aria-label={m.statisticsLabel}
        columns={{ base: 2, md: 5 }}
        gap="4"
        mt={{ base: '10', md: '14' }}
        listStyleType="none"
      >
        {statistics.map((statistic, index) => (
          <Box
            as="li"
            key={`${statistic.label}-${index}`}
            gridColumn={{ base: index === statistics.length - 1 ? 'span 2' : undefined, md: 'auto' }}
          >
            <StatCard value={statistic.value} label={statistic.label} h="full" />
          </Box>
        ))}
      </SimpleGrid>
    </Section>
  );
}
AboutSection.displayName = 'AboutSection';
