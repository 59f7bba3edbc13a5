import { defineMessages } from '@intambwe/i18n';

/**
 * What the shell itself says on every page: the router fallback, the loading
 * state (its first download: plain texts, read by lookup). English here; the
 * other languages in `../locales/<lang>.po`. Route titles and descriptions are
 * in page-messages.ts.
 */
export const webShellMessages = /* @__PURE__ */ defineMessages('web.shell', {
  unexpectedError: 'Unexpected Application Error!',
  unknownError: 'Unknown error',
  goHome: 'Go to the homepage',
  reload: 'Reload the page',
  loadingPage: 'Loading page…',
  noScript: 'This site works best with JavaScript turned on.',
  partUnavailable: 'This part of the page could not load. Check your connection: it will try again once you are back online.',
  partBroken: 'This part of the page stopped working. Reload the page to try again.',
});
