/**
 * The only places libs/auth leaves the single-page app. One object so tests
 * and stories can replace a method (a real navigation would unload them).
 */
export const browserNavigation = {
  /** Full navigation of this tab (the sister platforms live on other hosts). */
  assign(url: string): void {
    window.location.assign(url);
  },
  /** The same, in place of this page in the tab's history. */
  replace(url: string): void {
    window.location.replace(url);
  },
  /**
   * Opens a URL in a new tab with no way back to this page. Returns false when
   * the browser blocked the new tab, so the screen can offer a link instead.
   */
  openInNewTab(url: string): boolean {
    const opened = window.open(url, '_blank');
    if (!opened) return false;
    try {
      opened.opener = null;
    } catch {
      // Cross-origin already: nothing to cut.
    }
    return true;
  },
};
