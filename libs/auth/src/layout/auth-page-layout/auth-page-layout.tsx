import { Box, Card, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { usePlatformConfig } from '@intambwe/api-client';
import { ColorModeToggle, Logo, useComponentRecipes } from '@intambwe/ui';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLocalePath } from '@intambwe/i18n';
import { LanguageChoice } from '../language-choice/language-choice';
import { useAuthMessages } from '../../messages';

export interface AuthPageLayoutProps {
  /** The page's one h1. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Shown above the title (a status icon on done and error screens). */
  icon?: ReactNode;
  children?: ReactNode;
  /** Below the card: "Already have an account? Sign in" and similar. */
  footer?: ReactNode;
  /** Card width: forms are narrow, role cards need room. */
  width?: 'md' | 'lg' | '3xl';
  /** Where the back link goes and what it says; null hides it. */
  back?: { to: string; label: string } | null;
}

export type AuthPageFrameProps = Omit<AuthPageLayoutProps, 'title' | 'subtitle' | 'icon'>;

/**
 * The frame of every auth screen: the brand (a link home) and the theme
 * toggle, one card, the footer, a back link and the languages. One column
 * that fills a 360 px phone and stays narrow and centred on a desktop. What
 * the card holds (its title included) is `children`: on a prerendered page the
 * frame is HTML made at build time and the card's content an island.
 */
export function AuthPageFrame({ children, footer, width = 'md', back: backLink }: AuthPageFrameProps) {
  useComponentRecipes();
  const m = useAuthMessages();
  const pathFor = useLocalePath();
  const back = backLink === undefined ? { to: '/', label: m.layout.backToHome } : backLink;
  const { brand } = usePlatformConfig();
  return (
    <Flex
      as="main"
      id="main-content"
      tabIndex={-1}
      minH="100dvh"
      direction="column"
      align="center"
      bg="bg.subtle"
      px={{ base: '3', sm: '6' }}
      py={{ base: '4', md: '10' }}
      _focusVisible={{ outline: 'none' }}
    >
      {/* On a slow or busy phone the browser paints a prerendered page as its HTML arrives, half lines included. What
          the card holds below its title, and the lines below the card (most of them centred), are shown once the
          frame's HTML is whole (its end marker is in), so none is seen half written and moves as the rest comes. The
          brand and the card's title are painted at once. Where an app draws the frame, the marker is there at once. */}
      <Stack
        w="full"
        maxW={width}
        gap={{ base: '4', md: '6' }}
        css={{
          '&:not(:has(> [data-frame-end]))': {
            '& > :nth-child(n + 3), & [data-frame-card] > * > :not(:first-child)': { visibility: 'hidden' },
          },
        }}
      >
        <HStack justify="space-between">
          <Link
            asChild
            borderRadius="l2"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
          >
            <RouterLink to={pathFor('/')}>
              <Logo name={brand.name} />
            </RouterLink>
          </Link>
          <ColorModeToggle />
        </HStack>

        <Card.Root variant="elevated" borderRadius="xl" overflow="hidden">
          <Card.Body data-frame-card="" gap="6" px={{ base: '4', sm: '8' }} py={{ base: '6', sm: '8' }}>
            {children}
          </Card.Body>
        </Card.Root>

        {footer && (
          <Box textAlign="center" color="fg.muted">
            {footer}
          </Box>
        )}

        {back && (
          <Link
            asChild
            alignSelf="center"
            color="fg.muted"
            fontSize="sm"
            _hover={{ color: 'fg' }}
            // A card showing its own way back (a state of an island: the frame is HTML) hides this one.
            css={{ 'main:has([data-hides-back]) &': { display: 'none' } }}
          >
            <RouterLink to={pathFor(back.to)}>
              <ArrowLeft aria-hidden="true" size="1em" />
              {back.label}
            </RouterLink>
          </Link>
        )}
        <LanguageChoice />
        <span data-frame-end="" hidden />
      </Stack>
    </Flex>
  );
}
AuthPageFrame.displayName = 'AuthPageFrame';

/** An auth screen: the frame, with the title (the page's one h1), subtitle and icon at the top of its card. */
export function AuthPageLayout({ title, subtitle, icon, children, ...frame }: AuthPageLayoutProps) {
  return (
    <AuthPageFrame {...frame}>
      <Stack gap="2" textAlign="center" align="center">
        {icon && (
          <Box color="brand.fg" fontSize="4xl" aria-hidden="true">
            {icon}
          </Box>
        )}
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} lineHeight="short">
          {title}
        </Heading>
        {subtitle && (
          <Text color="fg.muted" textWrap="pretty">
            {subtitle}
          </Text>
        )}
      </Stack>
      {children}
    </AuthPageFrame>
  );
}
AuthPageLayout.displayName = 'AuthPageLayout';
