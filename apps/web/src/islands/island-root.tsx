import { PlatformConfigProvider } from '@intambwe/api-client';
import type { PublicConfig } from '@intambwe/contract';
import { I18nProvider, type Locale } from '@intambwe/i18n';
import { IslandKeyProvider } from '@intambwe/ui/static';
import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { pathInLocale } from '../app/paths';
import { pageNote } from './page-notes';

/** Tells the start-up code that React has hydrated the island (runs once, after the first commit). */
function HydratedSignal({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}

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
  onHydrated?: () => void;
}

/**
 * What every island gets around it, the same while prerendering and in the
 * browser (so its HTML hydrates): its key, the page's language, the
 * deployment's settings and an error boundary.
 */
export function IslandRoot({ islandKey, name, locale, config, children, onHydrated }: IslandRootProps) {
  return (
    <IslandKeyProvider value={islandKey}>
      <I18nProvider locale={locale} pathInLocale={pathInLocale}>
        <PlatformConfigProvider config={config}>
          <IslandErrorBoundary name={name}>{children}</IslandErrorBoundary>
          <HydratedSignal onHydrated={onHydrated} />
        </PlatformConfigProvider>
      </I18nProvider>
    </IslandKeyProvider>
  );
}
