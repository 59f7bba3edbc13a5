/**
 * Build-time rendering of the public pages (scripts/prerender.mjs calls this):
 * React 19's `prerender` waits for lazy routes and lazy sections, and emotion's
 * critical CSS is extracted into the page head, so the HTML shows the content
 * styled before any script runs.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { PublicConfig } from '@intambwe/api-client';
import { colorModeScript } from '@intambwe/ui';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { metaForPath, routeMetaTable } from './app/route-meta';
import { routes } from './app/routes';

export { colorModeScript, routeMetaTable, metaForPath };
export { defaultPublicConfig } from '@intambwe/api-client';

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
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`Route ${pathname} answered with a redirect or response (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const cache = createCache({ key: 'css' });
  cache.compat = true; // collect styles for extraction instead of inlining <style> tags next to elements
  const emotion = createEmotionServer(cache);

  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders config={config}>
          <StaticRouterProvider router={router} context={context} />
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
  );
  const appHtml = await streamToString(prelude);
  const chunks = emotion.extractCriticalToChunks(appHtml);
  return { appHtml, styleTags: emotion.constructStyleTagsFromChunks(chunks) };
}
