import { createServer, type Server } from 'node:http';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { FLOOR_VARIANTS, MINIMAL_PAGE, startRewritingProxy } from './floor.mjs';

const PAGE = [
  '<!doctype html><html><head>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/start-page-islands-x.js" />',
  '<link rel="stylesheet" href="/assets/page.css" />',
  '<script>document.documentElement.dataset.theme = "dark";</script>',
  '<script type="module" crossorigin fetchpriority="low" src="/assets/index-x.js"></script>',
  '</head><body><h1>Hello</h1><script type="application/json" id="props">{"a":1}</script></body></html>',
].join('\n');

const variant = (name: string) => {
  const found = FLOOR_VARIANTS.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no variant ${name}`);
  return found.rewrite;
};

describe('the floor variants of a page', () => {
  it('keeps the page as built untouched, and measures it first', () => {
    expect(FLOOR_VARIANTS[0]?.name).toBe('as built');
    expect(variant('as built')(PAGE)).toBe(PAGE);
  });

  it("takes away the app's modules and their preloads, keeping the head's inline behaviours and the data", () => {
    const html = variant('without its modules')(PAGE);
    expect(html).not.toContain('index-x.js');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('dataset.theme');
    expect(html).toContain('application/ld+json');
    expect(html).toContain('<link rel="stylesheet" href="/assets/page.css" />');
  });

  it('takes away every script the browser would run, keeping data and styles', () => {
    const html = variant('without any script')(PAGE);
    expect(html).not.toContain('index-x.js');
    expect(html).not.toContain('dataset.theme');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('{"@type":"Organization"}');
    expect(html).toContain('<script type="application/json" id="props">{"a":1}</script>');
    expect(html).toContain('<h1>Hello</h1>');
  });

  it('serves a minimal page instead of any page', () => {
    expect(variant('a minimal page')(PAGE)).toBe(MINIMAL_PAGE);
    expect(MINIMAL_PAGE).not.toContain('<script');
  });
});

describe('the rewriting proxy', () => {
  let upstream: Server;
  let target = '';
  beforeAll(async () => {
    upstream = createServer((request, response) => {
      if (request.url === '/') {
        // The product server sends pages compressed: the proxy reads them whatever the encoding.
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', etag: '"page"' });
        response.end(gzipSync(PAGE));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'max-age=60' });
      response.end(`// ${request.url}`);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const address = upstream.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    target = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

  it('rewrites the HTML, sends it brotli-compressed, and passes every other response on as it came', async () => {
    const proxy = await startRewritingProxy(target, variant('without its modules'));
    try {
      const page = await fetch(`${proxy.baseUrl}/`, { headers: { 'accept-encoding': 'br' } });
      expect(page.status).toBe(200);
      expect(page.headers.get('etag')).toBeNull();
      // fetch decodes brotli itself: the body is the rewritten page.
      const html = await page.text();
      expect(html).toBe(variant('without its modules')(PAGE));
      expect(html).not.toContain('index-x.js');

      const script = await fetch(`${proxy.baseUrl}/assets/index-x.js`);
      expect(await script.text()).toBe('// /assets/index-x.js');
      expect(script.headers.get('cache-control')).toBe('max-age=60');
    } finally {
      await proxy.close();
    }
  });

  it('answers 502 with the reason when the product server is not there', async () => {
    const proxy = await startRewritingProxy('http://127.0.0.1:9', (html) => html);
    try {
      const response = await fetch(`${proxy.baseUrl}/`);
      expect(response.status).toBe(502);
      expect(await response.text()).toMatch(/^proxy: /);
    } finally {
      await proxy.close();
    }
  });
});

// The brotli body itself, as the browser receives it (fetch above decodes it).
it('compresses the rewritten page with brotli on the wire', async () => {
  const upstream = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(PAGE);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const address = upstream.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const proxy = await startRewritingProxy(`http://127.0.0.1:${address.port}`, () => MINIMAL_PAGE);
  try {
    const { request } = await import('node:http');
    const body = await new Promise<{ encoding: string | undefined; bytes: Buffer }>((resolve, reject) => {
      request(`${proxy.baseUrl}/`, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ encoding: response.headers['content-encoding'], bytes: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
    expect(body.encoding).toBe('br');
    expect(brotliDecompressSync(body.bytes).toString('utf8')).toBe(MINIMAL_PAGE);
  } finally {
    await proxy.close();
    await new Promise<void>((resolve) => upstream.close(() => resolve()));
  }
});
