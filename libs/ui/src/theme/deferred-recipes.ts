import {
  alertSlotRecipe,
  avatarSlotRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  inputAddonRecipe,
  inputRecipe,
  nativeSelectSlotRecipe,
  radioCardSlotRecipe,
  radiomarkRecipe,
  separatorRecipe,
  skeletonRecipe,
  tagSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';
import { system } from './system';

/** Styles of components no first screen shows: forms, dialogs, the drawer, cards, toasts. */
export const deferredRecipes = {
  recipes: {
    checkmark: checkmarkRecipe,
    input: inputRecipe,
    inputAddon: inputAddonRecipe,
    radiomark: radiomarkRecipe,
    separator: separatorRecipe,
    skeleton: skeletonRecipe,
    textarea: textareaRecipe,
  },
  slotRecipes: {
    alert: alertSlotRecipe,
    avatar: avatarSlotRecipe,
    card: cardSlotRecipe,
    checkbox: checkboxSlotRecipe,
    dialog: dialogSlotRecipe,
    drawer: drawerSlotRecipe,
    field: fieldSlotRecipe,
    fieldset: fieldsetSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    radioCard: radioCardSlotRecipe,
    tag: tagSlotRecipe,
    toast: toastSlotRecipe,
  },
};

/**
 * Adds the deferred recipes to the platform's system. Every lazily loaded part
 * that uses those components (account screens, sections below the fold,
 * dialogs, drawer, chat widget, toaster) calls this when its module loads, so
 * about 5 KB of styles leave the first download. Chakra looks recipes up by key
 * on first use, from the theme object the system was made from; adding a key
 * before the first render of its component is enough. Idempotent.
 */
export function registerDeferredRecipes(): void {
  const theme = system._config.theme ?? {};
  theme.recipes = Object.assign(theme.recipes ?? {}, deferredRecipes.recipes);
  theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, deferredRecipes.slotRecipes);
}
