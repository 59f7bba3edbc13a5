import { Box, Container, HStack, IconButton, Link } from '@chakra-ui/react';
import { usePlatformConfig } from '@intambwe/api-client';
import { useMessageText } from '@intambwe/i18n';
import { ColorModeToggle, LanguageLinks, Logo } from '@intambwe/ui';
import { Menu } from 'lucide-react';
import { landingMessages } from '../../messages';
import { NAV_HEIGHT, NAV_OPAQUE_AFTER_PX } from '../../shared/constants';
import { LandingIsland } from '../../shared/landing-island';
import { ANCHORS } from '../../shared/links';
import { opensDrawer } from '../../shared/dialog-commands';
import { NavigationMenu, NAVIGATION_MENU_ID } from './navigation-menu';
import { NAV_ITEMS } from './nav-items';
import { NavItemLink } from './nav-item-link';

const m = landingMessages.nav;

const itemStyle = {
  px: '3',
  py: '2',
  borderRadius: 'l2',
  fontWeight: 'medium',
  fontSize: 'sm',
  color: 'fg',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  _hover: { bg: 'bg.muted', textDecoration: 'none' },
} as const;

const opaqueWhenScrolled = {
  '&[data-opaque]': { bg: 'bg', borderColor: 'border', boxShadow: 'sm' },
} as const;

/**
 * The fixed top bar (SPEC §2): logo, the eight items, languages, theme toggle
 * and account actions from 1200 px up; below that a menu button opens a
 * right-side drawer. Transparent over the hero, opaque after 50 px of scroll.
 *
 * HTML and CSS only, but for the account actions (an island): the menu button
 * opens its drawer natively (`popovertarget`), the theme toggle and the scroll
 * threshold are the page's own behaviours, the links are links.
 */
export function NavigationBar() {
  const { brand } = usePlatformConfig();
  const text = useMessageText();

  return (
    <Box
      as="header"
      position="fixed"
      top="0"
      insetInline="0"
      zIndex="sticky"
      bg="transparent"
      borderBottomWidth="1px"
      borderColor="transparent"
      transitionProperty="background-color, box-shadow, border-color"
      transitionDuration="moderate"
      css={opaqueWhenScrolled}
      data-opaque-after={NAV_OPAQUE_AFTER_PX}
    >
      {/*
        One row below 1200 px (logo, theme, menu button). From 1200 px up the eight items get a row of
        their own under the logo and the account actions: their names are longer in French, Kinyarwanda
        and Swahili than in English, and a single row no longer holds them.
      */}
      <Container
        maxW="7xl"
        display="grid"
        gridTemplateColumns="auto 1fr"
        gridTemplateAreas={{ base: '"logo actions"', xl: '"logo actions" "nav nav"' }}
        alignItems="center"
        columnGap="2"
      >
        <Link
          gridArea="logo"
          href={`#${ANCHORS.hero}`}
          aria-label={text(m.homeLink, { brand: brand.name })}
          color="fg"
          textDecoration="none"
          borderRadius="l2"
          flexShrink={0}
        >
          <Logo name={brand.name} />
        </Link>

        <Box as="nav" aria-label={text(m.label)} hideBelow="xl" gridArea="nav" pb="2">
          <HStack as="ul" gap="0" listStyleType="none" flexWrap="wrap" justify="center">
            {NAV_ITEMS.map((item) => (
              <li key={item.label.id}>
                <NavItemLink item={item} {...itemStyle} />
              </li>
            ))}
          </HStack>
        </Box>

        <HStack gridArea="actions" justifySelf="end" h={NAV_HEIGHT} gap="2">
          <LanguageLinks path="/" label={text(m.language)} compact gap="0" flexWrap="nowrap" hideBelow="xl" />
          <ColorModeToggle />
          <LandingIsland name="landing.account-actions" props={{ layout: 'bar' }} hydrate="session" />
          <IconButton hideFrom="xl" variant="ghost" asChild>
            <button type="button" aria-label={text(m.openMenu)} aria-haspopup="dialog" {...opensDrawer(NAVIGATION_MENU_ID)}>
              <Menu aria-hidden="true" />
            </button>
          </IconButton>
        </HStack>
      </Container>

      <NavigationMenu />
    </Box>
  );
}
NavigationBar.displayName = 'NavigationBar';
