/**
 * Build-time rendering of the public pages (scripts/prerender.mjs calls this):
 * React 19's `prerender` waits for lazy screens and lazy sections, and emotion's
 * critical CSS is extracted into the page head, so the HTML shows the content
 * styled before any script runs.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { PublicConfig } from '@intambwe/contract';
import { loadCatalogs, messageText, splitLocalePath } from '@intambwe/i18n';
import { colorModeScript } from '@intambwe/ui';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { markPrerenderedStyles } from './app/emotion-cache';
import { webPageCatalogs } from './app/catalogs';
import { catalogGroupForPath, catalogsForPath, LOCALIZED_PATHS } from './app/languages';
import { webShellMessages } from './app/messages';
import { AppProviders } from './app/providers';
import { metaForPath, routeMetaTable } from './app/route-meta';
import { AppRoutes } from './app/routes';

export { colorModeScript, routeMetaTable, metaForPath, LOCALIZED_PATHS, catalogGroupForPath };
export { defaultPublicConfig } from '@intambwe/contract';

/** The page's note for browsers without JavaScript, in its language (call after rendering a page of that language). */
export const noScriptText = (locale: string): string => messageText(webShellMessages.noScript, locale);

export interface RenderedPage {
  appHtml: string;
  styleTags: string;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

export async function renderPage(pathname: string, config: PublicConfig): Promise<RenderedPage> {
  // The page's words, and its title and description (route-meta.ts) for the head.
  await loadCatalogs(splitLocalePath(pathname).locale, [...catalogsForPath(pathname), webPageCatalogs]);
  const cache = createCache({ key: 'css' });
  cache.compat = true; // collect styles for extraction instead of inlining <style> tags next to elements
  const emotion = createEmotionServer(cache);

  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders config={config}>
          <StaticRouter location={pathname}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
    // Every section inline, in place: no out-of-order boundaries that need a script to be moved into view.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const appHtml = await streamToString(prelude);
  const chunks = emotion.extractCriticalToChunks(appHtml);
  return { appHtml, styleTags: markPrerenderedStyles(emotion.constructStyleTagsFromChunks(chunks)) };
}
