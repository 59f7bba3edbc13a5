import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLocale, useMessages } from '@intambwe/i18n';
import { howItWorksStatistics, howItWorksSteps, type HowItWorksStep } from '@intambwe/platform-facts';
import { Section } from '@intambwe/ui';
import { Award, ChartColumn, GraduationCap, TrendingUp, UserRoundPlus, type LucideIcon } from 'lucide-react';
import { ANCHORS } from '../../shared/links';
import { howItWorksMessages } from './messages';


const stepIcons: Record<HowItWorksStep['id'], LucideIcon> = {
  register: UserRoundPlus,
  learn: GraduationCap,
  assess: ChartColumn,
  certify: Award,
  grow: TrendingUp,
};

/** SPEC §2 How it works: five steps and the results band (12,500+, 94%, 4.9/5, 75%). */
export function HowItWorksSection() {
  const m = useMessages(howItWorksMessages);
  const locale = useLocale();
  return (
    <Section id={ANCHORS.howItWorks} eyebrow={m.eyebrow} title={m.title} subtitle={m.subtitle} bg="bg.subtle">
      <SimpleGrid as="ol" columns={{ base: 1, md: 3, lg: 5 }} gap="5" listStyleType="none">
        {howItWorksSteps(locale).map((step, index) => {
          const Icon = stepIcons[step.id];
          return (
            <Stack as="li" key={step.id} gap="3" p="5" borderRadius="l3" bg="bg.panel" borderWidth="1px" position="relative">
              <Box display="flex" alignItems="center" justifyContent="space-between">
                <Box
                  as="span"
                  display="inline-flex"
                  p="2.5"
                  borderRadius="full"
                  bg="brand.solid"
                  color="brand.contrast"
                  aria-hidden="true"
                >
                  <Icon size={22} />
                </Box>
                <Text as="span" fontSize="sm" fontWeight="semibold" color="brand.fg">
                  {m.step({ number: index + 1 })}
                </Text>
              </Box>
              <Heading as="h3" size="md">
                {step.title}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {step.description}
              </Text>
            </Stack>
          );
        })}
      </SimpleGrid>

      <SimpleGrid
        as="dl"
        columns={{ base: 2, md: 4 }}
        gap={{ base: '6', md: '8' }}
        mt={{ base: '10', md: '14' }}
        p={{ base: '6', md: '10' }}
        borderRadius="l3"
        bg="brand.solid"
        color="brand.contrast"
        textAlign="center"
      >
        {howItWorksStatistics(locale).map((statistic) => (
          <Stack key={statistic.label} gap="1" flexDirection="column-reverse">
            <Text as="dt" fontSize="sm">
              {statistic.label}
            </Text>
            <Text as="dd" fontSize={{ base: '2xl', md: '4xl' }} fontWeight="bold" lineHeight="1.1">
              {statistic.value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Section>
  );
}
HowItWorksSection.displayName = 'HowItWorksSection';
