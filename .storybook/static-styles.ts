import { getSystem } from '@intambwe/ui';
import { kitStyles, renderStaticStyles, toastStyles, type StaticStyles } from '@intambwe/ui/static-styles';
import { landingStaticStyles } from '@intambwe/landing/static-styles';
import { chatWidgetStaticStyles } from '@intambwe/chat-widget/static-styles';
import { authStaticStyles } from '@intambwe/auth/static-styles';

/**
 * The styles the web app's prerender makes into each page's stylesheet for its
 * islands (plain CSS from the design system, see @intambwe/ui/static-styles),
 * injected once into Storybook's page so the islands' stories look as on the site.
 * Each library with islands adds its definitions here.
 */
const DEFINITIONS: ReadonlyArray<StaticStyles<string>> = [
  kitStyles,
  toastStyles,
  ...landingStaticStyles,
  ...chatWidgetStaticStyles,
  ...authStaticStyles,
];

let injected = false;

export function injectStaticStyles(doc: Document = document): void {
  if (injected) return;
  injected = true;
  const style = doc.createElement('style');
  style.setAttribute('data-static-styles', '');
  style.textContent = renderStaticStyles(getSystem(), DEFINITIONS);
  doc.head.append(style);
}
