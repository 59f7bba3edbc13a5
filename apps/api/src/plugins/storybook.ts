import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';

/**
 * The built Storybook (`npm run build-storybook`, dist/storybook) at
 * /storybook/, for designers reviewing the components of a deployment: on only
 * with SERVE_STORYBOOK=true. Storybook's pages run inline scripts and styles and
 * frame each other, so they get a Content-Security-Policy of their own; the
 * site's stays as strict as it is.
 */
export const STORYBOOK_PREFIX = '/storybook/';

export const STORYBOOK_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

export async function registerStorybook(app: FastifyInstance, options: { dir: string }): Promise<void> {
  const { dir } = options;
  if (!existsSync(join(dir, 'index.html'))) {
    app.log.warn(
      { dir },
      'SERVE_STORYBOOK is set but no built Storybook was found (npm run build-storybook): /storybook/ is not served',
    );
    return;
  }
  await app.register(
    async (scope) => {
      scope.addHook('onSend', async (_request, reply, payload) => {
        reply.header('content-security-policy', STORYBOOK_CSP);
        return payload;
      });
      // A missing file under /storybook/ is a plain 404, never the site's page.
      scope.setNotFoundHandler((_request, reply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found'));
      // The manager page. '/storybook' and '/storybook/' are one route here (ignoreTrailingSlash), but the
      // page links its scripts relatively: without the slash it redirects.
      scope.get('/', async (request, reply) => {
        const [path = '', query] = request.url.split('?');
        if (!path.endsWith('/')) return reply.redirect(`${STORYBOOK_PREFIX}${query === undefined ? '' : `?${query}`}`, 301);
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'public, max-age=0, must-revalidate')
          .send(await readFile(join(dir, 'index.html')));
      });
      await scope.register(fastifyStatic, {
        root: dir,
        prefix: '/',
        decorateReply: false,
        index: false,
        wildcard: true,
        cacheControl: false,
        setHeaders(res, filePath) {
          const hashed = filePath.includes(`${sep}assets${sep}`) || filePath.includes(`${sep}sb-`);
          res.header('cache-control', hashed ? 'public, max-age=3600' : 'public, max-age=0, must-revalidate');
        },
      });
    },
    { prefix: STORYBOOK_PREFIX.slice(0, -1) },
  );
}
