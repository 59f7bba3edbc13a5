/**
 * @intambwe/ui/static-styles: build-time only. Styles written with the design
 * system and made into plain CSS for the page's stylesheet (see
 * `@intambwe/ui/static` for the class names components use).
 */
export { defineStaticStyles, type StaticStyles } from './define-static-styles';
export { renderStaticStyles, staticRule } from './render-static-styles';
export { recipeParts, slotRecipeParts } from './recipe-parts';
export { kitStyles, KIT_LOOKS } from './kit.styles';
export { toastStyles } from '../toaster/toast.styles';
