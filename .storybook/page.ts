import { PAGE_RULES } from '../apps/web/src/islands/island-css';
import { installPageBehaviors } from '../apps/web/src/page/page-behaviors';

/**
 * What every page of the site has besides its components, so stories show
 * them as the site does: the page's own rules (visitor or signed-in variants
 * chosen by `<html data-signed-in>`, ...) and its small inline script
 * (apps/web page-behaviors: Tab kept inside an open modal dialog, dialog
 * commands where a browser lacks them, in-page anchors, scroll thresholds).
 * Installed once; the colour mode stays the toolbar's (UiProvider forces it
 * after the script's first guess).
 */
export function installPage(doc: Document = document): void {
  if (doc.querySelector('style[data-page-rules]')) return;
  const style = doc.createElement('style');
  style.setAttribute('data-page-rules', '');
  style.textContent = PAGE_RULES;
  doc.head.append(style);
  installPageBehaviors(doc);
}

/** The script marks who is signed in at load and on session events; a story stores its session just before it renders. */
export function markViewer(doc: Document = document): void {
  doc.dispatchEvent(new Event('intambwe:session'));
}
