import { Dialog, Input } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { UiProvider } from '../provider/ui-provider';
import { deferredRecipes, registerDeferredRecipes } from './deferred-recipes';
import { system } from './system';

describe('deferred recipes', () => {
  it('are not part of the system the first screen loads with', () => {
    for (const key of Object.keys(deferredRecipes.recipes)) expect(system.isRecipe(key)).toBe(false);
    for (const key of Object.keys(deferredRecipes.slotRecipes)) expect(system.isSlotRecipe(key)).toBe(false);
    expect(system.isRecipe('button')).toBe(true);
  });

  it('are found by key once registered, and registering again changes nothing', () => {
    registerDeferredRecipes();
    registerDeferredRecipes();
    for (const [key, recipe] of Object.entries(deferredRecipes.recipes)) expect(system.getRecipe(key)).toBe(recipe);
    for (const [key, recipe] of Object.entries(deferredRecipes.slotRecipes)) expect(system.getSlotRecipe(key)).toBe(recipe);
    expect(system.getRecipe('button')).toBeDefined();
  });

  it('style the components that use them (the input gets its recipe class, the dialog its slots)', () => {
    registerDeferredRecipes();
    render(
      <UiProvider>
        <Input aria-label="Email" />
        <Dialog.Root open>
          <Dialog.Positioner>
            <Dialog.Content aria-label="Demo">content</Dialog.Content>
          </Dialog.Positioner>
        </Dialog.Root>
      </UiProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    // The input recipe's base style (appearance: none, min-width: 0) is in the rules of the input's class.
    const css = [...document.querySelectorAll('style')].map((tag) => [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('\n') + tag.textContent).join('\n');
    const rules = input.className
      .split(' ')
      .filter((name) => name.startsWith('css-'))
      .flatMap((name) => css.split('}').filter((rule) => rule.includes(`.${name}`)));
    expect(rules.join('}')).toMatch(/appearance: ?none/);
    expect(screen.getByRole('dialog', { name: 'Demo' })).toBeInTheDocument();
  });
});
