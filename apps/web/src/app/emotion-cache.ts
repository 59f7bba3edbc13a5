import createCache, { type EmotionCache } from '@emotion/cache';
import { PRERENDERED_STYLES_ATTRIBUTE, prerenderedStyleIds } from '@intambwe/ui';

/**
 * The browser's emotion cache. The styles a prerendered page carries in its
 * head are marked inserted, so emotion neither inserts them again nor moves
 * their tags (see PRERENDERED_STYLES_ATTRIBUTE); styles the page did not have
 * are added in tags of their own.
 */
export function createPageEmotionCache(doc: Document = document): EmotionCache {
  const cache = createCache({ key: 'css' });
  for (const id of prerenderedStyleIds(doc)) cache.inserted[id] = true;
  return cache;
}

/** The prerender's style tags, marked as the page's own (emotion's `data-emotion` renamed). */
export function markPrerenderedStyles(styleTags: string): string {
  return styleTags.replaceAll('<style data-emotion=', `<style ${PRERENDERED_STYLES_ATTRIBUTE}=`);
}
