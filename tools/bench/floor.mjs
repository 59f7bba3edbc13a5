// What this machine allows a page: Lighthouse on the same page with parts of it taken away, so a TBT
// can be split into what the page's scripts cost and what any page of that size costs here (the
// navigation's commit, the HTML's parse, style and layout, all slowed by the same multiplier).
// Each variant is served by a small proxy in front of the product server that rewrites only the page's
// HTML (brotli-compressed again, so Lighthouse simulates the same transfer) and passes everything else on.
import { createServer, request } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { freePort } from './ports.mjs';

/** A script the browser runs: no type, a JavaScript type or a module (not JSON-LD nor other data). */
const EXECUTABLE_SCRIPT = /<script(?![^>]*\btype="(?!module"|text\/javascript")[^"]*")[^>]*>[\s\S]*?<\/script>/g;
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>[\s\S]*?<\/script>/g;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

/** A page of the same size class as none: a heading and a sentence, a title and a description. */
export const MINIMAL_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />' +
  '<title>Intambwe Careers</title><meta name="description" content="A page with nothing else in it." /></head>' +
  '<body><main><h1>Intambwe Careers</h1><p>Career coaching and job readiness.</p></main></body></html>';

/** The variants, in the order each run measures them: the page as built first, then with less of it. */
export const FLOOR_VARIANTS = Object.freeze([
  { name: 'as built', rewrite: (html) => html },
  // The head's inline behaviours (theme, menu, dialogs) stay: what the app's modules cost on top of them.
  { name: 'without its modules', rewrite: (html) => html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '') },
  { name: 'without any script', rewrite: (html) => html.replace(EXECUTABLE_SCRIPT, '').replace(MODULE_PRELOAD, '') },
  { name: 'a minimal page', rewrite: () => MINIMAL_PAGE },
]);

function decoded(body, encoding) {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/**
 * A proxy on a free port that serves `target` (http://host:port) with its HTML rewritten by `rewrite`.
 * Resolves to { baseUrl, close() }.
 */
export async function startRewritingProxy(target, rewrite) {
  const upstream = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (response) => {
        const isHtml = String(response.headers['content-type'] ?? '').startsWith('text/html');
        if (!isHtml) {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
          return;
        }
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const html = decoded(Buffer.concat(chunks), response.headers['content-encoding']).toString('utf8');
          const body = brotliCompressSync(Buffer.from(rewrite(html)));
          const headers = { ...response.headers, 'content-encoding': 'br', 'content-length': String(body.length) };
          delete headers['transfer-encoding'];
          delete headers.etag; // the rewritten page is another document
          outgoing.writeHead(response.statusCode ?? 200, headers);
          outgoing.end(body);
        });
      },
    );
    forward.on('error', (error) => {
      outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`proxy: ${error.message}`);
    });
    incoming.pipe(forward);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
