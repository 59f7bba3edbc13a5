export { getSystem, systemConfigs, breakpoints } from './theme/system';
export { UiProvider, type UiProviderProps } from './provider/ui-provider';
export { PRERENDERED_STYLES_ATTRIBUTE, prerenderedStyleIds } from './provider/prerendered-styles';
export {
  ColorModeProvider,
  useColorMode,
  type ColorModeContextValue,
  type ColorModeProviderProps,
} from './color-mode/color-mode-provider';
export { ColorModeToggle, type ColorModeToggleProps } from './color-mode/color-mode-toggle';
export {
  THEME_STORAGE_KEY,
  applyColorMode,
  colorModeScript,
  oppositeColorMode,
  parseColorMode,
  resolveColorMode,
  type ColorMode,
} from './color-mode/color-mode-rules';
export { Toaster, toaster, notify, notifyAcrossPages, TOAST_DURATION_MS } from './toaster/toaster';
export { PasswordInput, type PasswordInputProps } from './password-input/password-input';
export { Section, type SectionProps } from './layout/section';
export { StatCard, type StatCardProps } from './layout/stat-card';
export { Logo, type LogoProps } from './layout/logo';
export { ExternalLink, type ExternalLinkProps } from './layout/external-link';
export { SkipLink } from './layout/skip-link';
export { APP_STARTED_ATTRIBUTE } from './layout/app-started';
export { StatusMessage, type StatusMessageProps } from './layout/status-message';
export { StaticContent, STATIC_CONTENT_ATTRIBUTE, type StaticContentProps } from './layout/static-content';
export { usePrefersReducedMotion, prefersReducedMotion, scrollToAnchor } from './hooks/use-prefers-reduced-motion';
export { useScrolledPast } from './hooks/use-scrolled-past';
export { HydrationState, useHydrated, type HydrationStateProps } from './hooks/use-hydrated';
export { lazyWhenNear, NEAR_VIEWPORT_MARGIN, useNearViewport, whenNearViewport } from './hooks/near-viewport';
export { nextIdlePeriod, savesData, usePrefetchWhenIdle, whenIdle } from './hooks/use-prefetch-when-idle';
export { uiMessages, useUiMessages, type UiMessages } from './messages';
export { uiCatalogs } from './catalogs';
export { useComponentRecipes } from './theme/use-component-recipes';
export { preloadable, type Preloadable } from './overlay/preloadable';
export { useOverlayOnDemand, type OverlayOnDemand } from './overlay/use-overlay-on-demand';
export { useLightModal, type LightModalProps } from './overlay/use-light-modal';
export { LanguageLinks, type LanguageLinksProps } from './language/language-links';
