import { buttonRecipe, badgeRecipe, cardSlotRecipe, headingRecipe, inputRecipe, tagSlotRecipe } from '@chakra-ui/react/theme';
import { getSystem } from '../theme/system';
import { staticClasses, staticClassName } from '../static/classes';
import { buttonClass } from '../static/kit';
import { defineStaticStyles } from './define-static-styles';
import { kitStyles } from './kit.styles';
import { renderStaticStyles } from './render-static-styles';

describe('static styles', () => {
  const css = renderStaticStyles(getSystem(), [kitStyles]);

  it('turns a style object into a class of plain CSS, tokens and conditions resolved', () => {
    const example = defineStaticStyles('example', () => ({ title: { px: '3', color: 'fg.muted', _hover: { bg: 'bg.muted' }, md: { px: '6' } } }));
    const text = renderStaticStyles(getSystem(), [example]);
    expect(text).toContain('.example-title{padding-inline:var(--chakra-spacing-3);color:var(--chakra-colors-fg-muted);}');
    expect(text).toContain('@media screen and (min-width: 48rem){.example-title{padding-inline:var(--chakra-spacing-6);}}');
    expect(text).toContain('.example-title:is(:hover, [data-hover])');
  });

  it('gives every class the kit hands out', () => {
    for (const className of buttonClass({ variant: 'ghost', size: 'sm', icon: true, palette: 'red' }).split(' ')) {
      expect(css).toContain(`.${className}{`);
    }
  });

  it('names classes the same way in the browser and in the build', () => {
    const names = staticClasses<typeof kitStyles>('ui');
    expect(names['button-ghost']).toBe(staticClassName('ui', 'button-ghost'));
    expect(css).toContain(`.${names['button-ghost']}{`);
  });

  it('refuses a namespace defined twice, and one that is not kebab-case', () => {
    expect(() => renderStaticStyles(getSystem(), [kitStyles, kitStyles])).toThrow(/defined twice/);
    expect(() => defineStaticStyles('Not Kebab', () => ({}))).toThrow(/kebab-case/);
  });

  it('splits only recipes without compound variants (their parts combine to the whole)', () => {
    for (const recipe of [buttonRecipe, badgeRecipe, headingRecipe, inputRecipe, cardSlotRecipe, tagSlotRecipe]) {
      expect(recipe.compoundVariants ?? []).toHaveLength(0);
    }
  });

  it('leaves no design-system shorthand unresolved', () => {
    expect(css).not.toMatch(/[;{](text-style|layer-style|focus-ring|focus-visible-ring):/);
  });
});
