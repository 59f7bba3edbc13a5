import { componentRecipes } from './component-recipes';
import { addRecipes } from './recipe-registry';

/**
 * Adds the styles of forms, dialogs, the drawer, cards, tags, avatars,
 * skeletons, alerts and toasts to the system. Call it at the top of a part of
 * the page that shows any of them and is loaded on its own (a screen, a
 * section, a dialog): it runs before its children render. Nothing is added when
 * the module is merely imported.
 */
export function useComponentRecipes(): void {
  addRecipes(componentRecipes);
}
