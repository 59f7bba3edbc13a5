import { startTransition, useCallback, useState } from 'react';
import { usePrefetchWhenIdle } from '../hooks/use-prefetch-when-idle';
import { useUiMessages } from '../messages';
import { notify } from '../toaster/toaster';

export interface OverlayOnDemand {
  /** Whether the overlay is rendered: from its first opening (or its preparation) on, so it can animate out and keep its state. */
  mounted: boolean;
  open: boolean;
  /** Opens it: on this very frame when its code is here, otherwise as soon as the code has arrived. */
  show(): void;
  setOpen(open: boolean): void;
}

export interface OverlayOnDemandOptions {
  /**
   * For the overlay a person is most likely to open (the menu): once the page
   * is idle its code is fetched and it is rendered closed, in a transition (in
   * slices a press can interrupt), so opening it only shows what is already
   * there. Render its content while closed (`lazyMount={false}`). Nothing is
   * fetched ahead for a person who saves data.
   */
  prepareWhenIdle?: boolean;
}

/**
 * The state of a dialog or drawer whose code loads on demand (`preloadable`).
 * It is rendered only once its code is here, so it never suspends and React
 * never holds it back behind a fallback: a press shows it at once when the code
 * was fetched ahead, and as soon as the code arrives otherwise. A press whose
 * download fails says so (a toast) and the next press tries again.
 */
export function useOverlayOnDemand(
  part: { preload(): Promise<unknown>; readonly loaded: boolean },
  { prepareWhenIdle = false }: OverlayOnDemandOptions = {},
): OverlayOnDemand {
  const [state, setState] = useState({ mounted: false, open: false });
  const { partFailed } = useUiMessages();
  const show = useCallback(() => {
    if (part.loaded) {
      setState({ mounted: true, open: true });
      return;
    }
    part.preload().then(
      () => setState({ mounted: true, open: true }),
      () => notify.error(partFailed),
    );
  }, [part, partFailed]);
  const setOpen = useCallback((open: boolean) => setState((current) => ({ ...current, open })), []);
  usePrefetchWhenIdle(
    prepareWhenIdle
      ? [
          () =>
            part.preload().then(() =>
              startTransition(() => setState((current) => (current.mounted ? current : { mounted: true, open: false }))),
            ),
        ]
      : [],
  );
  return { mounted: state.mounted, open: state.open, show, setOpen };
}
