import { Box, Container, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { usePlatformConfig } from '@intambwe/api-client';
import { dateFormat, isLocale, OG_LOCALES, useLocale, useLocalePath } from '@intambwe/i18n';
import { ColorModeToggle, Logo } from '@intambwe/ui';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePageWords, type PageMessages } from './page-words';

/** The date of the policies (the terms, privacy, cookie, accessibility and security pages). */
export const POLICIES_UPDATED = new Date(Date.UTC(2026, 10, 24));

/** The other pages, each named by its title. */
const OTHER_PAGES: ReadonlyArray<{ to: string; page: Exclude<keyof PageMessages, 'layout'> }> = [
  { to: '/about', page: 'about' },
  { to: '/support', page: 'support' },
  { to: '/contact', page: 'contact' },
  { to: '/privacy', page: 'privacy' },
  { to: '/terms', page: 'terms' },
  { to: '/cookies', page: 'cookies' },
  { to: '/security', page: 'security' },
  { to: '/accessibility', page: 'accessibility' },
];

/** A date the way the page's language writes it, as people in Rwanda read it ('22 November 2026'). */
function policyDate(locale: string): string {
  const tag = isLocale(locale) ? OG_LOCALES[locale].replace('_', '-') : locale;
  return dateFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(POLICIES_UPDATED);
}

export interface InfoPageLayoutProps {
  title: string;
  /** The words under the title (brand facts already filled in). */
  intro?: string;
  /** Show the 'Last updated' line (legal pages). */
  dated?: boolean;
  children: ReactNode;
}

/**
 * The frame of the pages behind the footer links: a light header, the page,
 * links to the others. Links stay in the page's language. The document title
 * is the host's (apps/web sets it per route).
 */
export function InfoPageLayout({ title, intro, dated = false, children }: InfoPageLayoutProps) {
  const { brand } = usePlatformConfig();
  const { m, say } = usePageWords();
  const locale = useLocale();
  const pathFor = useLocalePath();

  return (
    <>
      <Box as="header" borderBottomWidth="1px" bg="bg">
        <Container maxW="5xl" h="16" display="flex" alignItems="center" gap="3">
          <Link href={pathFor('/')} color="fg" textDecoration="none" aria-label={m.layout.homeLink({ brand: brand.name })}>
              <Logo name={brand.name} />
            </Link>
          <HStack ms="auto" gap="2">
            <ColorModeToggle />
          </HStack>
        </Container>
      </Box>
      <Container as="main" id="main-content" tabIndex={-1} maxW="3xl" py={{ base: '8', md: '14' }} _focus={{ outline: 'none' }}>
        <Link href={pathFor('/')} color="brand.fg" fontSize="sm" mb="6">
            <ArrowLeft aria-hidden="true" size={16} />
            {m.layout.backHome}
          </Link>
        <Stack gap="3" mb="8">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
            {title}
          </Heading>
          {intro && (
            <Text fontSize="lg" color="fg.muted">
              {intro}
            </Text>
          )}
          {dated && (
            <Text fontSize="sm" color="fg.muted">
              {m.layout.lastUpdated({ date: policyDate(locale) })}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
      <Box as="footer" borderTopWidth="1px" bg="bg.subtle" py="8">
        <Container maxW="5xl">
          <nav aria-label={m.layout.otherPages}>
            <HStack as="ul" gap="4" wrap="wrap" listStyleType="none" fontSize="sm">
              {OTHER_PAGES.map((link) => (
                <li key={link.to}>
                  <Link href={pathFor(link.to)} color="fg.muted">{say(m[link.page].title)}</Link>
                </li>
              ))}
            </HStack>
          </nav>
          <Text fontSize="sm" color="fg.muted" mt="4" suppressHydrationWarning>
            {m.layout.copyright({ year: new Date().getFullYear(), brand: brand.name })}
          </Text>
        </Container>
      </Box>
    </>
  );
}
