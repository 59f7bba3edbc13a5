import type { RecipeDefinition, SlotRecipeDefinition } from '@chakra-ui/react';

/** Recipes of components, by the keys Chakra looks them up with. */
export interface RecipeSet {
  recipes?: Record<string, RecipeDefinition>;
  slotRecipes?: Record<string, SlotRecipeDefinition>;
}

/** The keys of `componentRecipes` (component-recipes.ts), known up front so the system can name them. */
export const LATER_RECIPE_KEYS = ['checkmark', 'input', 'inputAddon', 'radiomark', 'separator', 'skeleton', 'textarea'] as const;
export const LATER_SLOT_RECIPE_KEYS = [
  'alert',
  'avatar',
  'card',
  'checkbox',
  'dialog',
  'drawer',
  'field',
  'fieldset',
  'nativeSelect',
  'radioCard',
  'tag',
  'toast',
] as const;

const arrived = { recipes: new Map<string, RecipeDefinition>(), slotRecipes: new Map<string, SlotRecipeDefinition>() };
const added = new WeakSet<RecipeSet>();

/** Makes recipes that arrived later available to the system (idempotent, and cheap when repeated). */
export function addRecipes(set: RecipeSet): void {
  if (added.has(set)) return;
  added.add(set);
  for (const [key, recipe] of Object.entries(set.recipes ?? {})) arrived.recipes.set(key, recipe);
  for (const [key, recipe] of Object.entries(set.slotRecipes ?? {})) arrived.slotRecipes.set(key, recipe);
}

/**
 * A recipe table for the system's theme: the given recipes, plus the keys of
 * recipes that arrive later, looked up when Chakra first asks for them (Chakra
 * reads a recipe by key the first time a component of that kind renders, and
 * keeps the theme's prototype when it merges its configuration). Reading one
 * before it has arrived is a mistake in the code: it would leave that kind of
 * component unstyled for the whole visit, so it fails loudly in development and tests.
 */
export function recipeTable<T>(kind: keyof typeof arrived, present: Record<string, T>, later: readonly string[]): Record<string, T> {
  const lookups: PropertyDescriptorMap = {};
  for (const key of later) {
    lookups[key] = {
      enumerable: false,
      get() {
        const recipe = arrived[kind].get(key);
        if (!recipe && import.meta.env.DEV) {
          throw new Error(`The "${key}" recipe was used before useComponentRecipes() (from @intambwe/ui) added it.`);
        }
        return recipe;
      },
    };
  }
  return Object.assign(Object.create(Object.defineProperties({}, lookups)) as Record<string, T>, present);
}
