import { PlatformConfigProvider } from '@intambwe/api-client';
import type { PublicConfig } from '@intambwe/contract';
import { I18nProvider, type Locale } from '@intambwe/i18n';
import { HydrationState, IslandKeyProvider } from '@intambwe/ui/static';
import { Component, startTransition, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { pathInLocale } from '../app/paths';
import { pageNote } from './page-notes';

interface BoundaryState {
  failed: boolean;
}

/** A part that breaks says so in the page's language; the rest of the page stays. */
class IslandErrorBoundary extends Component<{ name: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`The part '${this.props.name}' of the page stopped working.`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="alert" className="page-note">
        {pageNote('broken')}
      </p>
    );
  }
}

export interface IslandRootProps {
  /** The island's id on the page (`i3`). */
  islandKey: string;
  name: string;
  locale: Locale;
  config: PublicConfig;
  children: ReactNode;
  /** The island is hydrated from prerendered HTML (true while prerendering it too); false when it is rendered in the browser. */
  hydrating: boolean;
  onHydrated?: () => void;
}

/**
 * What every island gets around it, the same while prerendering and in the
 * browser (so its HTML hydrates): its key, the page's language, the
 * deployment's settings and an error boundary.
 */
export function IslandRoot({ islandKey, name, locale, config, children, hydrating, onHydrated }: IslandRootProps) {
  return (
    <IslandKeyProvider value={islandKey}>
      <I18nProvider locale={locale} pathInLocale={pathInLocale}>
        <PlatformConfigProvider config={config}>
          <IslandHydration prerendered={hydrating} onHydrated={onHydrated}>
            <IslandErrorBoundary name={name}>{children}</IslandErrorBoundary>
          </IslandHydration>
        </PlatformConfigProvider>
      </I18nProvider>
    </IslandKeyProvider>
  );
}

/**
 * The island's hydration state, kept here so that its switch re-renders only
 * the parts that read it (`useHydrated`): the island's own tree is the same
 * element, which React leaves as it is. Once React has hydrated the island
 * (after its first commit), those parts switch to their browser state, as a
 * transition; then the start-up code is told the island is ready. Until then
 * the page still holds a press made on it (early-presses.ts) and replays it
 * after: a press never meets a part half switched (a reset link's token not yet read).
 */
function IslandHydration({ prerendered, onHydrated, children }: { prerendered: boolean; onHydrated?: () => void; children: ReactNode }) {
  const [hydrating, setHydrating] = useState(prerendered);
  useEffect(() => {
    if (hydrating) startTransition(() => setHydrating(false));
    else onHydrated?.();
  }, [hydrating, onHydrated]);
  return <HydrationState hydrating={hydrating}>{children}</HydrationState>;
}
