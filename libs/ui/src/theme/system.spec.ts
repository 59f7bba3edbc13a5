import { getSystem } from './system';

describe('the platform system', () => {
  it('has the brand scale and the semantic tokens the screens use', () => {
    const system = getSystem();
    expect(system.token('colors.brand.700')).toBe('#027a48');
    expect(system.css({ color: 'brand.fg' })).toEqual({ color: 'var(--chakra-colors-brand-fg)' });
    expect(system.css({ color: 'fg.error' })).toEqual({ color: 'var(--chakra-colors-fg-error)' });
  });

  it('is made once and kept', () => {
    expect(getSystem()).toBe(getSystem());
  });

  it("gives every element only the custom properties the reset reads, not Chakra's defaults for utilities no part uses", () => {
    const css = JSON.stringify(getSystem().getGlobalCss());
    expect(css).toContain('--global-color-border');
    expect(css).toContain('--global-font-body');
    expect(css).toContain('cv11');
    for (const unused of ['--ring-shadow', '--ring-offset-width', '--brightness', '--backdrop-blur', '--drop-shadow']) {
      expect(css).not.toContain(`"${unused}"`);
    }
  });
});
