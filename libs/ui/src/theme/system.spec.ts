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
});
