import { createSystem, createSystemInSteps } from '@chakra-ui/react';
import { getSystem, systemConfigs } from './system';

/**
 * The build adds `createSystemInSteps` to Chakra (tools/vite/chakra-lazy-system.mts): the
 * same work as createSystem, with pauses. A system made either way must style
 * everything the same, or a page hydrated with one and updated with the other
 * would change its looks.
 */
describe('the platform system', () => {
  const samples = [
    { color: 'brand.fg', bg: { base: 'bg.subtle', _dark: 'gray.900' }, px: { base: '4', md: '8' } },
    { colorPalette: 'red', bg: 'colorPalette.solid', borderRadius: 'l3', _hover: { bg: 'colorPalette.emphasized' } },
    { fontSize: { base: '2xl', md: '4xl' }, fontWeight: 'bold', lineHeight: 'short', textWrap: 'balance' },
    { boxShadow: 'md', _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing' }, zIndex: 'sticky' },
  ];

  it('made in steps, styles exactly as made at once', async () => {
    const steps: number[] = [];
    let count = 0;
    const inSteps = await createSystemInSteps(async () => {
      steps.push((count += 1));
    }, ...systemConfigs);
    const atOnce = createSystem(...systemConfigs);
    expect(steps.length).toBeGreaterThanOrEqual(8); // it really paused between its passes
    for (const sample of samples) expect(inSteps.css(sample)).toEqual(atOnce.css(sample));
    expect(inSteps.getRecipeFn('button')({ variant: 'outline', size: 'lg' })).toEqual(atOnce.getRecipeFn('button')({ variant: 'outline', size: 'lg' }));
    expect(inSteps.token('colors.brand.700')).toBe(atOnce.token('colors.brand.700'));
    expect(inSteps._global).toEqual(atOnce._global);
  });

  it('computes its global CSS and token map only when asked, with the same result', () => {
    const system = getSystem();
    expect(system.token('colors.brand.700')).toBe('#027a48');
    expect(JSON.stringify(system._global)).toContain('--chakra-colors-brand-solid');
  });
});
