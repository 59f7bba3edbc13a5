import { Badge, Box, Button, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLocale, useMessages, useMessageText } from '@intambwe/i18n';
import { heroStatistics } from '@intambwe/platform-facts';
import { usePlatformConfig } from '@intambwe/api-client';
import { ArrowRight, CirclePlay } from 'lucide-react';
import { landingMessages } from '../../messages';
import { LandingIsland } from '../../shared/landing-island';
import { ANCHORS, ViewerButtonLink } from '../../shared/links';
import { opensDialog } from '../../shared/dialog-commands';
import { NativeDialog } from '../../shared/native-dialog';
import { demoMessages } from './demo-messages';

const m = landingMessages.hero;

/** The id Watch Demo opens. */
export const DEMO_TOUR_ID = 'demo-tour';

/**
 * First screen (SPEC §2 Hero): the brand as the page heading, the claim, three
 * statistics, Get Started (visitor: /register, signed in: /dashboard) and
 * Watch Demo (a guided tour in a dialog, no video hosting needed). HTML and
 * CSS: Watch Demo opens its dialog natively; the tour's steps are an island.
 */
export function HeroSection() {
  const { brand } = usePlatformConfig();
  const text = useMessageText();

  return (
    <Box
      as="section"
      id={ANCHORS.hero}
      aria-labelledby="hero-heading"
      pt={{ base: '28', md: '36' }}
      pb={{ base: '14', md: '24' }}
      bgGradient="to-b"
      gradientFrom="brand.subtle"
      gradientTo="bg"
      scrollMarginTop="var(--page-header-height, 5rem)"
    >
      <Container maxW="7xl">
        <Stack gap={{ base: '5', md: '7' }} maxW="4xl" mx="auto" textAlign="center" align="center">
          <HeroText brandName={brand.name} />
          <HStack gap="3" wrap="wrap" justify="center">
            <ViewerButtonLink visitorTo="/register" signedInTo="/dashboard" size={{ base: 'md', md: 'lg' }}>
              {text(m.getStarted)}
              <ArrowRight aria-hidden="true" />
            </ViewerButtonLink>
            <Button variant="outline" size={{ base: 'md', md: 'lg' }} asChild>
              <button type="button" aria-haspopup="dialog" {...opensDialog(DEMO_TOUR_ID)}>
                <CirclePlay aria-hidden="true" />
                {text(m.watchDemo)}
              </button>
            </Button>
          </HStack>
          <HeroStatistics />
        </Stack>
      </Container>
    </Box>
  );
}
HeroSection.displayName = 'HeroSection';

/**
 * Watch Demo's dialog: a native modal dialog (the page places it outside its main content), its steps an
 * island hydrated as the dialog opens and shows them (a closed dialog has no box, so it is never near the
 * viewport before): the first step is in the HTML, and a press on Next meanwhile waits for it.
 */
export function DemoTourDialog() {
  const demo = useMessages(demoMessages);
  return (
    <NativeDialog id={DEMO_TOUR_ID} title={demo.title} description={demo.description} closeLabel={demo.close}>
      <LandingIsland name="landing.demo-tour" props={{}} hydrate="visible" />
    </NativeDialog>
  );
}
DemoTourDialog.displayName = 'DemoTourDialog';

/** The claim: only text, so it stays as prerendered. */
function HeroText({ brandName }: { brandName: string }) {
  const text = useMessageText();
  return (
    <Stack gap={{ base: '5', md: '7' }} align="center">
      <Badge colorPalette="brand" variant="surface" size="lg" px="3" py="1" borderRadius="full" whiteSpace="normal">
        {text(m.eyebrow)}
      </Badge>
      <Heading
        as="h1"
        id="hero-heading"
        size={{ base: '4xl', md: '6xl' }}
        color="brand.fg"
        letterSpacing="tight"
        lineHeight="1.1"
      >
        {brandName}
      </Heading>
      <Text fontSize={{ base: '2xl', md: '4xl' }} fontWeight="bold" lineHeight="short" textWrap="balance">
        {text(m.claim)}
      </Text>
      <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="3xl" textWrap="pretty">
        {text(m.description)}
      </Text>
    </Stack>
  );
}

/** The three statistics (SPEC §1), fixed text. */
function HeroStatistics() {
  const locale = useLocale();
  return (
    <SimpleGrid as="dl" columns={3} gap={{ base: '2', md: '6' }} w="full" maxW="2xl" pt="2">
      {heroStatistics(locale).map((statistic) => (
        <Stack
          key={statistic.label}
          gap="0"
          p={{ base: '2', md: '4' }}
          borderRadius="l3"
          bg="bg.panel"
          borderWidth="1px"
          flexDirection="column-reverse"
        >
          <Text as="dt" fontSize={{ base: 'xs', md: 'sm' }} color="fg.muted">
            {statistic.label}
          </Text>
          <Text
            as="dd"
            fontSize={{ base: 'lg', sm: 'xl', md: '3xl' }}
            fontWeight="bold"
            color="brand.fg"
            lineHeight="1.2"
            whiteSpace="nowrap"
          >
            {statistic.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
