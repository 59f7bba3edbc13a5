import { CloseButton, Drawer, Portal, Stack } from '@chakra-ui/react';
import { useMessageText } from '@intambwe/i18n';
import { LanguageLinks, useComponentRecipes, useLightModal } from '@intambwe/ui';
import { scrollToSection } from '../../shared/links';
import { useRef } from 'react';
import { landingMessages } from '../../messages';
import type { Viewer } from '../../shared/use-viewer';
import { AccountActions } from './account-actions';
import { NAV_ITEMS } from './nav-items';
import { NavItemLink } from './nav-item-link';

const m = landingMessages.nav;

export interface NavigationDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  viewer: Viewer;
}

/**
 * The navigation below 1200 px: a right-side drawer (WAI-ARIA dialog pattern:
 * focus is trapped inside and returns to the menu button on close). A chosen
 * anchor is scrolled to once the drawer has closed.
 */
export function NavigationDrawer({ open, onOpenChange, viewer }: NavigationDrawerProps) {
  useComponentRecipes();
  const modal = useLightModal(open);
  const text = useMessageText();
  const pendingAnchor = useRef<string | null>(null);

  const navigate = (anchor?: string) => {
    pendingAnchor.current = anchor ?? null;
    onOpenChange(false);
  };

  return (
    <Drawer.Root
      {...modal.root}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="end"
      size="xs"
      // Rendered closed ahead of the first press (navigation-bar.tsx), and kept: opening only shows it.
      lazyMount={false}
      unmountOnExit={false}
      onExitComplete={() => {
        const anchor = pendingAnchor.current;
        pendingAnchor.current = null;
        if (anchor) scrollToSection(anchor);
      }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content {...modal.content}>
            <Drawer.Header>
              <Drawer.Title>{text(m.menuTitle)}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <nav aria-label={text(m.label)}>
                <Stack as="ul" gap="1" listStyleType="none">
                  {NAV_ITEMS.map((item) => (
                    <li key={item.label.id}>
                      <NavItemLink
                        item={item}
                        onNavigate={navigate}
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
            </Drawer.Body>
            <Drawer.Footer borderTopWidth="1px" flexDirection="column" alignItems="stretch" gap="3">
              <AccountActions viewer={viewer} showEmail w="full" gap="3" />
              <LanguageLinks path="/" label={text(m.language)} justify="center" />
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={text(m.closeMenu)} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
NavigationDrawer.displayName = 'NavigationDrawer';
