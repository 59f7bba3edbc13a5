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
import type { RecipeSet } from './recipe-registry';

/**
 * Styles of the components no first screen hydrates: forms, dialogs, the
 * drawer, cards, tags, avatars, skeletons, alerts and toasts. This module
 * arrives with the first part of a page that shows one of them (about 5 KB
 * less in every page's first download); `useComponentRecipes()` adds them.
 */
export const componentRecipes: RecipeSet = {
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
