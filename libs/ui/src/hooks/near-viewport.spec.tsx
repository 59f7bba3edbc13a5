import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyWhenNear, whenNearViewport } from './near-viewport';

type Callback = (entries: Array<{ isIntersecting: boolean; boundingClientRect: { bottom: number } }>) => void;

function installIntersectionObserver() {
  const observers: Array<{ callback: Callback; targets: Element[] }> = [];
  class FakeObserver {
    targets: Element[] = [];
    constructor(callback: Callback) {
      observers.push({ callback, targets: this.targets });
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {
      this.targets.length = 0;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    reveal(id: string) {
      for (const observer of observers) {
        if (observer.targets.some((target) => target.id === id))
          observer.callback([{ isIntersecting: true, boundingClientRect: { bottom: 100 } }]);
      }
    },
    scrollPast(id: string) {
      for (const observer of observers) {
        if (observer.targets.some((target) => target.id === id))
          observer.callback([{ isIntersecting: false, boundingClientRect: { bottom: -10 } }]);
      }
    },
  };
}

describe('whenNearViewport', () => {
  it('resolves at once when the element is not on the page', async () => {
    installIntersectionObserver();
    await expect(whenNearViewport('missing')).resolves.toBeUndefined();
  });

  it('waits until the element comes near the viewport', async () => {
    const io = installIntersectionObserver();
    const section = document.createElement('section');
    section.id = 'testimonials';
    document.body.append(section);
    let resolved = false;
    const waiting = whenNearViewport('testimonials').then(() => {
      resolved = true;
    });
    await Promise.resolve();
    expect(resolved).toBe(false);
    io.reveal('testimonials');
    await waiting;
    expect(resolved).toBe(true);
    section.remove();
  });
});

it('resolves when any of several elements nears, or was scrolled past', async () => {
  const io = installIntersectionObserver();
  for (const id of ['jobs', 'courses']) {
    const section = document.createElement('section');
    section.id = id;
    document.body.append(section);
  }
  let resolved = false;
  const waiting = whenNearViewport(['jobs', 'courses']).then(() => {
    resolved = true;
  });
  await Promise.resolve();
  expect(resolved).toBe(false);
  io.scrollPast('jobs');
  await waiting;
  expect(resolved).toBe(true);
  document.body.replaceChildren();
});

describe('lazyWhenNear', () => {
  it('renders the section at once on a client-only start', async () => {
    installIntersectionObserver();
    const Section = lazyWhenNear('about', async () => () => <section id="about">About us</section>);
    render(
      <Suspense fallback={null}>
        <Section />
      </Suspense>,
    );
    expect(await screen.findByText('About us')).toBeInTheDocument();
  });
});
