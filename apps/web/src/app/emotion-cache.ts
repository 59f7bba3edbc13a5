import createCache, { type EmotionCache } from '@emotion/cache';
import { PRERENDERED_STYLES_ATTRIBUTE, prerenderedStyleIds } from '@intambwe/ui';

/**
 * The browser's emotion cache. The styles a prerendered page carries in its
 * head are marked inserted, so emotion neither inserts them again nor moves
 * their tags (see PRERENDERED_STYLES_ATTRIBUTE); styles the page did not have
 * are added in tags of their own.
 */
export function createPageEmotionCache(doc: Document = document): EmotionCache {
  // No vendor prefixes: every browser we serve reads today's CSS (the prerender's cache does the same).
  const cache = createCache({ key: 'css', stylisPlugins: [] });
  for (const id of prerenderedStyleIds(doc)) cache.inserted[id] = true;
  return cache;
}

/**
 * The prerender's style tags: the components' styles marked as the page's own
 * (emotion's `data-emotion` renamed, so emotion neither moves nor re-inserts
 * them); the global styles keep emotion's mark, so its `Global` adopts them
 * (emotion's server-rendering path) where Chakra runs in the browser.
 */
export function markPrerenderedStyles(styleTags: string): string {
  return styleTags.replace(/<style data-emotion="(?!css-global )/g, `<style ${PRERENDERED_STYLES_ATTRIBUTE}="`);
}
