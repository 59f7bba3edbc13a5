import { uiCatalogs } from '@intambwe/ui';
import { Toaster } from '@intambwe/ui/static';
import type { ComponentType } from 'react';
import { authCatalogs } from '../catalogs';
import { AuthProvider } from '../state/auth-provider';

/**
 * An account page's island: its card, with the session and the page's toasts.
 * Nothing in it needs the design system's runtime (its looks are classes made
 * at build time: `authStaticStyles`) or a router: every address a card sends
 * the person to is a page of its own (see useScreenNavigation). The frame
 * around it (brand, theme, footer, back link, languages) is the page's HTML (AuthPage).
 */
export function cardIsland(Card: ComponentType, name: string) {
  function CardIsland() {
    return (
      <AuthProvider>
        <Card />
        <Toaster />
      </AuthProvider>
    );
  }
  CardIsland.displayName = name;
  CardIsland.catalogs = [uiCatalogs, authCatalogs];
  return CardIsland;
}
