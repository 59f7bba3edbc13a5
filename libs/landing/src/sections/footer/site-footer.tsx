import { Box, Container, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { usePlatformConfig } from '@intambwe/api-client';
import { useLocale, useLocalePath, useMessages, useMessageText } from '@intambwe/i18n';
import { LanguageLinks, Logo } from '@intambwe/ui';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { businessHoursIn } from '@intambwe/platform-facts';
import { appLinkUrl } from '../../rules/external-urls';
import { NewTabHint } from '../../shared/links';
import { FOOTER_ID } from '../../shared/constants';
import { FOOTER_GROUPS, type FooterLink } from './footer-links';
import { LandingIsland } from '../../shared/landing-island';
import { footerMessages } from './messages';

const linkStyle = { color: 'fg.muted', fontSize: 'sm', _hover: { color: 'fg' } } as const;

function FooterLinkItem({ link }: { link: FooterLink }) {
  const urls = usePlatformConfig();
  const text = useMessageText();
  const pathFor = useLocalePath();
  if (link.kind === 'app') {
    return (
      <Link href={appLinkUrl(link.path, urls)} target="_blank" rel="noopener noreferrer" {...linkStyle}>
        {text(link.label)}
        <NewTabHint />
      </Link>
    );
  }
  return (
    <Link href={pathFor(link.to)} {...linkStyle}>
      {text(link.label)}
    </Link>
  );
}

export interface SiteFooterProps {
  /** The page's address in English (`/`, `/privacy`): the language links go to it in each language. */
  path?: string;
}

/**
 * SPEC §2 Footer: every link (the /app/* ones on the sister platforms), social
 * links, contact email and phone, business hours and the newsletter box (an
 * island). Brand facts come from the platform configuration.
 */
export function SiteFooter({ path = '/' }: SiteFooterProps) {
  const { brand } = usePlatformConfig();
  const m = useMessages(footerMessages);
  return (
    <Box
      as="footer"
      id={FOOTER_ID}
      bg="bg.subtle"
      borderTopWidth="1px"
      pt={{ base: '12', md: '16' }}
      pb="8"
    >
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 12 }} gap={{ base: '10', lg: '8' }}>
          <Stack gap="4" gridColumn={{ lg: 'span 4' }}>
            <Logo name={brand.name} />
            <Text color="fg.muted" fontSize="sm" maxW="sm">
              {m.tagline}
            </Text>
            <LandingIsland name="landing.newsletter" props={{}} />
          </Stack>
          <FooterColumns />
        </SimpleGrid>
        <FooterBottom path={path} />
      </Container>
    </Box>
  );
}
SiteFooter.displayName = 'SiteFooter';

/** The link groups, contact details and business hours: only text and links, so they stay as prerendered. */
function FooterColumns() {
  const { brand } = usePlatformConfig();
  const m = useMessages(footerMessages);
  const text = useMessageText();
  return (
    <>
      {FOOTER_GROUPS.map((group) => (
        <Box as="nav" aria-label={text(group.title)} key={group.title.id} gridColumn={{ lg: 'span 2' }}>
          <Heading as="h2" size="sm" mb="3">
            {text(group.title)}
          </Heading>
          <Stack as="ul" gap="2" listStyleType="none">
            {group.links.map((link) => (
              <li key={link.label.id}>
                <FooterLinkItem link={link} />
              </li>
            ))}
          </Stack>
        </Box>
      ))}

      <Stack gap="3" gridColumn={{ lg: 'span 2' }} fontSize="sm">
        <Heading as="h2" size="sm">
          {m.contact}
        </Heading>
        <Stack as="address" gap="2" fontStyle="normal">
          <HStack gap="2" align="flex-start">
            <Mail aria-hidden="true" size={16} />
            <Link href={`mailto:${brand.contactEmail}`} {...linkStyle} wordBreak="break-all">
              <Text as="span" srOnly>
                {m.labelled({ label: m.email })}
              </Text>
              {brand.contactEmail}
            </Link>
          </HStack>
          <HStack gap="2" align="flex-start">
            <Phone aria-hidden="true" size={16} />
            <Link href={`tel:${brand.phone.replace(/[^+\d]/g, '')}`} {...linkStyle}>
              <Text as="span" srOnly>
                {m.labelled({ label: m.phone })}
              </Text>
              {brand.phone}
            </Link>
          </HStack>
          <HStack gap="2" align="flex-start" color="fg.muted">
            <MapPin aria-hidden="true" size={16} />
            <Text>
              <Text as="span" srOnly>
                {m.labelled({ label: m.address })}
              </Text>
              {brand.address}
            </Text>
          </HStack>
        </Stack>
        <HStack gap="2" mt="2">
          <Clock aria-hidden="true" size={16} />
          <Heading as="h3" size="xs">
            {m.businessHours}
          </Heading>
        </HStack>
        <Box as="dl" color="fg.muted">
          {businessHoursIn(brand.businessHours, useLocale()).map((entry) => (
            <Box key={entry.days}>
              <Text as="dt" fontWeight="medium" color="fg">
                {entry.days}
              </Text>
              <Text as="dd" mb="1">
                {entry.hours}
              </Text>
            </Box>
          ))}
        </Box>
      </Stack>
    </>
  );
}

/** Copyright and social links. */
function FooterBottom({ path }: { path: string }) {
  const { brand } = usePlatformConfig();
  const m = useMessages(footerMessages);
  return (
    <Stack
      direction={{ base: 'column', md: 'row' }}
      justify="space-between"
      align={{ md: 'center' }}
      gap="4"
      mt="12"
      pt="6"
      borderTopWidth="1px"
    >
      <Text fontSize="sm" color="fg.muted">
        {m.copyright({ year: String(new Date().getFullYear()), brand: brand.name })}
      </Text>
      <LanguageLinks path={path} label={m.language} />
      <Box as="nav" aria-label={m.followUs}>
        <HStack as="ul" gap="2" wrap="wrap" listStyleType="none">
          {brand.socialLinks.map((social) => (
            <li key={social.href}>
              <Link
                href={social.href}
                target="_blank"
                rel="noopener noreferrer"
                fontSize="sm"
                px="3"
                py="1.5"
                borderRadius="full"
                borderWidth="1px"
                color="fg"
                textDecoration="none"
                _hover={{ bg: 'bg.muted' }}
              >
                {social.label}
                <NewTabHint />
              </Link>
            </li>
          ))}
        </HStack>
      </Box>
    </Stack>
  );
}
