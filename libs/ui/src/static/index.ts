/**
 * @intambwe/ui/static: what the islands of a prerendered page need in the
 * browser, without the design system's runtime: class names of styles made at
 * build time, the Island marker, and the static kit (button, badge, tag, card
 * looks and a few parts).
 */
export { cx, staticClasses, staticClassName, type StaticClassNames, type StaticStyleKeys } from './classes';
export {
  ISLAND_ATTRIBUTE,
  ISLAND_ID_ATTRIBUTE,
  ISLAND_HYDRATE_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_QUERY_ATTRIBUTE,
  HYDRATE_WHEN,
  ISLAND_HYDRATED_ATTRIBUTE,
  ISLAND_FAILED_ATTRIBUTE,
  ISLAND_SLOT_ATTRIBUTE,
  DEFERRED_BAND_ATTRIBUTE,
  type HydrateWhen,
} from './island-attributes';
export {
  islandsOf,
  useIslandKey,
  IslandKeyProvider,
  IslandCollectorContext,
  type IslandCollector,
  type IslandComponent,
  type IslandLoader,
  type IslandProps,
  type IslandRegistry,
} from './island';
export {
  alertClasses,
  avatarClasses,
  selectClasses,
  badgeClass,
  buttonClass,
  cardBodyClass,
  cardClass,
  fieldClasses,
  headingClass,
  inputClass,
  kitClasses,
  linkClass,
  paletteClass,
  Skeleton,
  Spinner,
  StaticButton,
  type StaticButtonProps,
  srOnlyClass,
  tagClass,
  tagLabelClass,
  textareaClass,
  VisuallyHidden,
  type BadgeLook,
  type ButtonLook,
  type ButtonSize,
  type ButtonVariant,
  type CardLook,
  type ColorPalette,
  type TagLook,
} from './kit';
export {
  StaticField,
  StaticPasswordInput,
  type StaticFieldControlProps,
  type StaticFieldProps,
  type StaticPasswordInputProps,
} from './field';
// The page's toasts (Ark's store and toaster with Chakra's looks as classes: `toastStyles` in the page's stylesheet).
export { notify, notifyAcrossPages, toaster, Toaster, TOAST_DURATION_MS } from '../toaster/toaster';
export { StaticDialog, type StaticDialogProps } from './dialog';
export { StaticExternalLink, type StaticExternalLinkProps } from './external-link';
// Whether the design system's runtime is there (inside UiProvider): parts that have both kinds choose by it.
export { DesignSystemPresence } from '../provider/design-system-presence';
// Browser hooks without the design system, for islands.
export { usePrefersReducedMotion, prefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
export { HydrationState, useHydrated, type HydrationStateProps } from '../hooks/use-hydrated';
export { nextIdlePeriod, savesData, usePrefetchWhenIdle, whenIdle } from '../hooks/use-prefetch-when-idle';
export { useCheckedSubmit, type CheckedSubmit } from '../hooks/use-checked-submit';
