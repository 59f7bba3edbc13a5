import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrationState, useHydrated } from './use-hydrated';

function Probe({ renders }: { renders: boolean[] }) {
  const hydrated = useHydrated();
  renders.push(hydrated);
  return <p>{hydrated ? 'in the browser' : 'as prerendered'}</p>;
}

/** Prerenders `tree`, then hydrates it in a container; recoverable errors (mismatches) are collected. */
async function prerenderThenHydrate(tree: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  const prerendered = container.textContent;
  const mismatches: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, tree, { onRecoverableError: (error) => mismatches.push(error) });
  });
  return { container, prerendered, mismatches, root: root as Root };
}

describe('useHydrated', () => {
  it('without a host that says: false when prerendered and while hydrating, then React re-renders the part at once', async () => {
    const renders: boolean[] = [];
    const { container, prerendered, mismatches } = await prerenderThenHydrate(<Probe renders={renders} />);
    expect(prerendered).toBe('as prerendered');
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('in the browser');
    // Server render, hydration render, and React's own synchronous re-render.
    expect(renders).toEqual([false, false, true]);
  });

  it('under a host that hydrates: no re-render after hydration until the host says, then the part switches', async () => {
    const renders: boolean[] = [];
    let finishHydrating: () => void = () => undefined;
    function Host() {
      const [hydrating, setHydrating] = useState(true);
      finishHydrating = () => setHydrating(false);
      return (
        <HydrationState hydrating={hydrating}>
          <Probe renders={renders} />
        </HydrationState>
      );
    }
    const { container, prerendered, mismatches } = await prerenderThenHydrate(<Host />);
    expect(prerendered).toBe('as prerendered');
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('as prerendered');
    expect(renders).toEqual([false, false]);

    await act(async () => finishHydrating());
    expect(container.textContent).toBe('in the browser');
    expect(renders).toEqual([false, false, true]);
  });

  it('is true at once for a part rendered in the browser, with a host or without', async () => {
    for (const tree of [
      (renders: boolean[]) => <Probe renders={renders} />,
      (renders: boolean[]) => (
        <HydrationState hydrating={false}>
          <Probe renders={renders} />
        </HydrationState>
      ),
    ]) {
      const renders: boolean[] = [];
      const container = document.createElement('div');
      const { createRoot } = await import('react-dom/client');
      const root = createRoot(container);
      await act(async () => root.render(tree(renders)));
      expect(container.textContent).toBe('in the browser');
      expect(renders).toEqual([true]);
      await act(async () => root.unmount());
    }
  });
});
