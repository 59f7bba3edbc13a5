import { Box, Container, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { usePlatformConfig } from '@intambwe/api-client';
import { ColorModeToggle, Logo } from '@intambwe/ui';
import { ArrowLeft } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { landingMessages } from '../messages';
import { pageMessages } from './page-messages';
import { fillBrand } from './rich-text';
import { footerMessages } from '../sections/footer/messages';

const footerLinks = [
  { to: '/about', label: footerMessages.aboutUs },
  { to: '/support', label: footerMessages.support },
  { to: '/contact', label: footerMessages.contactUs },
  { to: '/privacy', label: footerMessages.privacy },
  { to: '/terms', label: footerMessages.terms },
  { to: '/cookies', label: footerMessages.cookies },
  { to: '/security', label: footerMessages.security },
  { to: '/accessibility', label: footerMessages.accessibility },
];

export interface InfoPageLayoutProps {
  title: string;
  intro?: string;
  /** Show the 'Last updated' line (legal pages). */
  dated?: boolean;
  children: ReactNode;
}

/** The frame of the pages behind the footer links: a light header, the page, links to the others. */
export function InfoPageLayout({ title, intro, dated = false, children }: InfoPageLayoutProps) {
  const { brand } = usePlatformConfig();

  useEffect(() => {
    const previous = document.title;
    document.title = pageMessages.documentTitle(title, brand.name);
    return () => {
      document.title = previous;
    };
  }, [title, brand.name]);

  return (
    <>
      <Box as="header" borderBottomWidth="1px" bg="bg">
        <Container maxW="5xl" h="16" display="flex" alignItems="center" gap="3">
          <Link asChild color="fg" textDecoration="none" aria-label={landingMessages.nav.homeLink(brand.name)}>
            <RouterLink to="/">
              <Logo name={brand.name} />
            </RouterLink>
          </Link>
          <HStack ms="auto" gap="2">
            <ColorModeToggle />
          </HStack>
        </Container>
      </Box>
      <Container as="main" id="main-content" tabIndex={-1} maxW="3xl" py={{ base: '8', md: '14' }} _focus={{ outline: 'none' }}>
        <Link asChild color="brand.fg" fontSize="sm" mb="6">
          <RouterLink to="/">
            <ArrowLeft aria-hidden="true" size={16} />
            {pageMessages.backHome}
          </RouterLink>
        </Link>
        <Stack gap="3" mb="8">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
            {title}
          </Heading>
          {intro && (
            <Text fontSize="lg" color="fg.muted">
              {fillBrand(intro, brand)}
            </Text>
          )}
          {dated && (
            <Text fontSize="sm" color="fg.muted">
              {pageMessages.lastUpdated}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
      <Box as="footer" borderTopWidth="1px" bg="bg.subtle" py="8">
        <Container maxW="5xl">
          <nav aria-label={pageMessages.otherPages}>
            <HStack as="ul" gap="4" wrap="wrap" listStyleType="none" fontSize="sm">
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <Link asChild color="fg.muted">
                    <RouterLink to={link.to}>{link.label}</RouterLink>
                  </Link>
                </li>
              ))}
            </HStack>
          </nav>
          <Text fontSize="sm" color="fg.muted" mt="4" suppressHydrationWarning>
            {footerMessages.copyright(new Date().getFullYear(), brand.name)}
          </Text>
        </Container>
      </Box>
    </>
  );
}
