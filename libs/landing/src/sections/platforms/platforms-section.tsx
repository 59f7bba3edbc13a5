import { Box, Card, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLocale, useMessages } from '@intambwe/i18n';
import { platformCards, type PlatformCard } from '@intambwe/platform-facts';
import { usePlatformConfig } from '@intambwe/api-client';
import { platformName as configuredName, platformUrl } from '@intambwe/contract';
import { Section } from '@intambwe/ui';
import { BriefcaseBusiness, CircleCheck, GraduationCap, Users } from 'lucide-react';
import { ANCHORS, NewTabHint, ViewerButtonLink } from '../../shared/links';
import { platformsMessages } from './messages';

function PlatformCardView({ card }: { card: PlatformCard }) {
  const config = usePlatformConfig();
  const href = platformUrl(card.link, config);
  const platformName = configuredName(card.link, config.brand);
  const headingId = `platform-${card.id}-heading`;
  const m = useMessages(platformsMessages);
  return (
    <Card.Root as="article" aria-labelledby={headingId} variant="outline" bg="bg.panel" h="full">
      <PlatformCardBody card={card} platformName={platformName} headingId={headingId} />
      <Card.Footer gap="4" flexWrap="wrap" justifyContent="space-between">
        <ViewerButtonLink visitorTo="/register" signedInTo="/dashboard">
          {card.buttonText}
        </ViewerButtonLink>
        <Link href={href} target="_blank" rel="noopener noreferrer" color="brand.fg" fontWeight="medium">
          {m.visit({ name: platformName })}
          <NewTabHint />
        </Link>
      </Card.Footer>
    </Card.Root>
  );
}

/** What a platform card says. */
function PlatformCardBody({ card, platformName, headingId }: { card: PlatformCard; platformName: string; headingId: string }) {
  const Icon = card.id === 'elearning' ? GraduationCap : BriefcaseBusiness;
  const m = useMessages(platformsMessages);
  return (
    <Card.Body gap="5">
      <HStack gap="3">
        <Box as="span" display="inline-flex" p="3" borderRadius="l3" bg="brand.muted" color="brand.fg" aria-hidden="true">
          <Icon size={26} />
        </Box>
        <Stack gap="0">
          <Heading as="h3" id={headingId} size="xl">
            {card.title}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {platformName}
          </Text>
        </Stack>
      </HStack>
      <Text color="fg.muted">{card.description}</Text>
      <Stack gap="2">
        <Heading as="h4" size="sm">
          {m.features}
        </Heading>
        <Stack as="ul" gap="2" listStyleType="none">
          {card.features.map((feature) => (
            <HStack as="li" key={feature} gap="2" align="flex-start">
              <Box as="span" color="brand.fg" mt="0.5" aria-hidden="true">
                <CircleCheck size={18} />
              </Box>
              <Text>{feature}</Text>
            </HStack>
          ))}
        </Stack>
      </Stack>
      <Stack gap="2" p="4" borderRadius="l2" bg="bg.subtle">
        <HStack gap="2">
          <Users aria-hidden="true" size={18} />
          <Heading as="h4" size="sm">
            {card.coaching.title}
          </Heading>
        </HStack>
        <Stack as="ul" gap="1" ps="5" listStyleType="disc" fontSize="sm" color="fg.muted">
          {card.coaching.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </Stack>
      </Stack>
    </Card.Body>
  );
}

/** SPEC §2 Platforms: the two sister platforms; calls to action go to /dashboard (signed in) or /register. */
export function PlatformsSection() {
  const m = useMessages(platformsMessages);
  const locale = useLocale();
  return (
    <Section id={ANCHORS.platforms} eyebrow={m.eyebrow} title={m.title} subtitle={m.subtitle}>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        {platformCards(locale).map((card) => (
          <PlatformCardView key={card.id} card={card} />
        ))}
      </SimpleGrid>
    </Section>
  );
}
PlatformsSection.displayName = 'PlatformsSection';
