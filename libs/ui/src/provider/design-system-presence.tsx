import { createContext, lazy, Suspense, useContext, type ReactNode } from 'react';

/** True inside UiProvider: the design system's runtime is there. */
export const DesignSystemPresence = createContext(false);

const OnDemandDesignSystem = lazy(() => import('./on-demand-design-system'));

/**
 * Renders parts made with the design system's runtime (Chakra components)
 * wherever they are used: inside UiProvider as they are, and in an island of
 * a public page (no runtime there) with the runtime fetched and started at
 * that moment. For rare parts only, shown after a press (Google's sign-in
 * popup, a password question): the page's first download stays without it.
 */
export function WithDesignSystem({ children }: { children: ReactNode }) {
  const present = useContext(DesignSystemPresence);
  if (present) return children;
  return (
    <Suspense fallback={null}>
      <OnDemandDesignSystem>{children}</OnDemandDesignSystem>
    </Suspense>
  );
}
