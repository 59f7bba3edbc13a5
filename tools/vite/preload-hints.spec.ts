import { chunkName, preloadHintsExcept } from './preload-hints.mts';

describe('chunkName', () => {
  it("reads a built file's chunk name without its hash", () => {
    expect(chunkName('assets/chat-widget-BAFCNE-o.js')).toBe('chat-widget');
    expect(chunkName('assets/contact-form-CiIeBM_Q.js')).toBe('contact-form');
    expect(chunkName('launcher-DKJXkAo0.js')).toBe('launcher');
  });
});

describe('preloadHintsExcept', () => {
  const resolve = preloadHintsExcept(/^(?:launcher|chat-widget|contact-form)$/);
  const deps = ['assets/chat-widget-BAFCNE-o.js', 'assets/valibot-DopYTxlK.js', 'assets/x-CUAGgx7y.js'];

  it('gives no hints for a dynamic import of code fetched ahead while idle', () => {
    expect(resolve('assets/chat-widget-BAFCNE-o.js', deps, { hostId: 'launcher.tsx', hostType: 'js' })).toEqual([]);
    expect(resolve('assets/contact-form-CiIeBM_Q.js', deps, { hostId: 'registry.ts', hostType: 'js' })).toEqual([]);
  });

  it('keeps the hints of every other dynamic import', () => {
    expect(resolve('assets/sign-in-card-Ab12Cd34.js', deps, { hostId: 'registry.ts', hostType: 'js' })).toEqual(deps);
    // A chunk whose name merely contains a listed one keeps its hints too.
    expect(resolve('assets/chat-widget-view-Ab12Cd34.js', deps, { hostId: 'x.ts', hostType: 'js' })).toEqual(deps);
  });

  it("keeps the page's own hints (an HTML entry's static imports)", () => {
    expect(resolve('assets/launcher-DKJXkAo0.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(deps);
  });
});
