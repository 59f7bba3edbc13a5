import { chakra, Stack } from '@chakra-ui/react';
import { useMessageText } from '@intambwe/i18n';
import { LanguageLinks } from '@intambwe/ui';
import { landingMessages } from '../../messages';
import { LandingIsland } from '../../shared/landing-island';
import { NativeDrawer } from '../../shared/native-drawer';
import { NAV_ITEMS } from './nav-items';
import { NavItemLink } from './nav-item-link';

const m = landingMessages.nav;

/** The id the menu button opens (`popoverTarget`). */
export const NAVIGATION_MENU_ID = 'site-menu';

/**
 * The navigation below 1200 px: a right-side drawer the browser opens by
 * itself (native-drawer.tsx), so the menu button opens it on the first press
 * whatever the page's script is doing. A chosen item closes it and goes there.
 */
export function NavigationMenu() {
  const text = useMessageText();
  return (
    <NativeDrawer id={NAVIGATION_MENU_ID} title={text(m.menuTitle)} closeLabel={text(m.closeMenu)}>
      <chakra.div flex="1" px="6" py="2">
        <nav aria-label={text(m.label)}>
          <Stack as="ul" gap="1" listStyleType="none">
            {NAV_ITEMS.map((item) => (
              <li key={item.label.id}>
                <NavItemLink
                  item={item}
                  display="flex"
                  w="full"
                  px="3"
                  py="3"
                  borderRadius="l2"
                  fontWeight="medium"
                  color="fg"
                  textDecoration="none"
                  _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                />
              </li>
            ))}
          </Stack>
        </nav>
      </chakra.div>
      <Stack gap="3" px="6" py="4" borderTopWidth="1px">
        <LandingIsland name="landing.account-actions" props={{ layout: 'menu' }} hydrate="session" />
        <LanguageLinks path="/" label={text(m.language)} justify="center" />
      </Stack>
    </NativeDrawer>
  );
}
NavigationMenu.displayName = 'NavigationMenu';
