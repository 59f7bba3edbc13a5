import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { languageRedirect, pageFor, type Site } from './site.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

const inlineScript = "document.documentElement.classList.add('light')";
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><script>${inlineScript}</script><!--app-config--></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>`;

let ctx: TestContext;
let dist: string;
beforeAll(async () => {
  // A built site in miniature: the shell, one prerendered page, a hashed asset and its brotli twin.
  dist = join(process.env['TMPDIR'] ?? '/tmp', `site-${process.pid}-${Date.now()}`);
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, 'login'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), page('Home'));
  writeFileSync(join(dist, 'login', 'index.html'), page('Sign in'));
  mkdirSync(join(dist, 'fr', 'login'), { recursive: true });
  writeFileSync(join(dist, 'fr', 'login', 'index.html'), page('Se connecter'));
  mkdirSync(join(dist, 'reset-password'), { recursive: true });
  writeFileSync(join(dist, 'reset-password', 'index.html'), page('Reset password'));
  writeFileSync(join(dist, '__spa-fallback.html'), page('Shell'));

  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")'.repeat(100));
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("app")'.repeat(100)));
  writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync('console.log("app")'.repeat(100)));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Intambwe Careers"}');
  writeFileSync(
    join(dist, 'prerender.json'),
    JSON.stringify({
      config: {
        elearningUrl: 'https://elearning.prerender.invalid',
        siteUrl: 'https://site.prerender.invalid',
        brand: { name: 'Intambwe Careers' },
      },
      routes: ['/', '/login', '/reset-password', '/fr/login', '/fr/reset-password'],
      appPaths: ['/login', '/register', '/reset-password', '/dashboard', '/test-google'],
    }),
  );
  writeFileSync(
    join(dist, 'about.html'),
    '<html><head><link rel="canonical" href="https://site.prerender.invalid/about"><!--app-config--></head><body><a href="https://elearning.prerender.invalid/courses">Courses</a> Intambwe Careers &amp; partners</body></html>',
  );
  const brandFile = join(dist, '..', `brand-${process.pid}.json`);
  writeFileSync(brandFile, JSON.stringify({ name: 'Umurava & Co' }));
  ctx = await createTestApp({
    WEB_DIST_DIR: dist,
    ELEARNING_URL: 'https://learn.other.example',
    PUBLIC_URL: 'https://careers.example.org',
    BRAND_FILE: brandFile,
  });
});
afterAll(async () => ctx.close());

describe('serving the built site', () => {
  it('serves each prerendered page for its path, as HTML that revalidates', async () => {
    const home = await ctx.app.inject('/');
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.body.startsWith('<!doctype html>')).toBe(true);
    expect(home.body).toContain('<title>Home</title>');
    expect((await ctx.app.inject('/login')).body).toContain('<title>Sign in</title>');
    expect((await ctx.app.inject('/login/')).body).toContain('<title>Sign in</title>');
  });

  it('writes the runtime configuration into every page', async () => {
    const html = (await ctx.app.inject('/login')).body;
    const json = html.match(/<script id="app-config" type="application\/json">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(json as string)).toMatchObject({ elearningUrl: 'https://learn.other.example', apiBaseUrl: '/api' });
  });

  it("gives the account app's shell for its paths without a page of their own, in any language", async () => {
    const response = await ctx.app.inject('/dashboard');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Shell</title>');
    expect((await ctx.app.inject('/fr/dashboard')).body).toContain('<title>Shell</title>');
    expect((await ctx.app.inject('/register/')).body).toContain('<title>Shell</title>');
  });

  it("shows the landing page in the path's language for a path that is nobody's (never the app's shell)", async () => {
    const unknown = await ctx.app.inject('/no-such-page');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<title>Home</title>');
    expect((await ctx.app.inject('/dashboards')).body).toContain('<title>Home</title>');
  });

  it('allows exactly its own inline scripts in the Content-Security-Policy', async () => {
    const csp = (await ctx.app.inject('/')).headers['content-security-policy'] as string;
    const hash = createHash('sha256').update(inlineScript).digest('base64');
    expect(csp).toContain(`'sha256-${hash}'`);
    expect(csp).not.toContain("'unsafe-inline' 'self'");
    expect(csp).toMatch(/script-src [^;]*https:\/\/accounts\.google\.com/);
  });

  it('caches hashed assets for a year and compresses pages for browsers that accept it', async () => {
    const asset = await ctx.app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const compressed = await ctx.app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.headers['content-encoding']).toBe('br');
  });

  it('keeps the icons a day, but has the service worker and the web manifest checked on every use', async () => {
    const favicon = await ctx.app.inject('/favicon.svg');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('public, max-age=86400');
    for (const path of ['/sw.js', '/manifest.webmanifest']) {
      const file = await ctx.app.inject(path);
      expect(file.statusCode, path).toBe(200);
      expect(file.headers['cache-control'], path).toBe('public, max-age=0, must-revalidate');
    }
  });

  it('sends the opener policy with the pages of a person, not with the pages for anyone', async () => {
    const opener = async (url: string) => (await ctx.app.inject(url)).headers['cross-origin-opener-policy'];
    for (const url of ['/', '/login', '/fr/login', '/login/']) {
      const response = await ctx.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cross-origin-opener-policy'], url).toBeUndefined();
      // The other policies stay.
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    // The account app's shell, the page a reset link opens (its address carries a secret), a page not built, the API.
    for (const url of ['/dashboard', '/fr/dashboard', '/reset-password', '/nowhere', '/api/health']) {
      expect(await opener(url), url).toBe('same-origin-allow-popups');
    }
  });

  it("keeps a page's policies off its scripts, which only a document reads, and the ones a script uses on it", async () => {
    const page = await ctx.app.inject('/dashboard');
    const asset = await ctx.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['content-encoding']).toBe('br');
    for (const name of ['content-security-policy', 'permissions-policy', 'x-frame-options', 'cross-origin-opener-policy']) {
      expect(page.headers[name], name).toBeTruthy();
      expect(asset.headers[name], name).toBeUndefined();
    }
    for (const name of ['x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy']) {
      expect(asset.headers[name], name).toBe(page.headers[name]);
    }
    // A picture that is a document when opened on its own keeps them all.
    expect((await ctx.app.inject('/favicon.svg')).headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers 304 when the page has not changed', async () => {
    const first = await ctx.app.inject('/');
    const again = await ctx.app.inject({ url: '/', headers: { 'if-none-match': first.headers['etag'] as string } });
    expect(again.statusCode).toBe(304);
  });

  it("swaps the prerender sentinels for this deployment's URLs and brand", async () => {
    const html = (await ctx.app.inject('/about')).body;
    expect(html).toContain('href="https://learn.other.example/courses"');
    expect(html).toContain('href="https://careers.example.org/about"');
    expect(html).toContain('Umurava &amp; Co &amp; partners');
    expect(html).not.toContain('prerender.invalid');
  });

  it('serves a real robots.txt and sitemap.xml built from the public URL', async () => {
    const robots = await ctx.app.inject('/robots.txt');
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('Sitemap: https://careers.example.org/sitemap.xml');
    expect(robots.body).toContain('Disallow: /api/');
    const sitemap = await ctx.app.inject('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>https://careers.example.org/</loc>');
    expect(sitemap.body).toContain('<loc>https://careers.example.org/login</loc>');
    expect(sitemap.body).not.toContain('/reset-password');
  });

  it('lists each page in every language it exists in, English as x-default', async () => {
    const sitemap = (await ctx.app.inject('/sitemap.xml')).body;
    const loginAlternates =
      '<xhtml:link rel="alternate" hreflang="en" href="https://careers.example.org/login"/>' +
      '<xhtml:link rel="alternate" hreflang="fr" href="https://careers.example.org/fr/login"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://careers.example.org/login"/>';
    expect(sitemap).toContain(`<url><loc>https://careers.example.org/login</loc>${loginAlternates}`);
    expect(sitemap).toContain(`<url><loc>https://careers.example.org/fr/login</loc>${loginAlternates}`);
    // A page in one language only has no alternates.
    expect(sitemap).toMatch(/<loc>https:\/\/careers\.example\.org\/<\/loc><changefreq>/);
  });

  it("sends a person who chose French to a page's French version, except when they just left it for English", async () => {
    const arrived = await ctx.app.inject({ url: '/login?next=x', headers: { cookie: 'theme=dark; language=fr' } });
    expect(arrived.statusCode).toBe(302);
    expect(arrived.headers['location']).toBe('/fr/login?next=x');
    // From the English landing page too.
    const fromHome = await ctx.app.inject({
      url: '/login',
      headers: { cookie: 'language=fr', host: 'careers.example.org', referer: 'https://careers.example.org/' },
    });
    expect(fromHome.headers['location']).toBe('/fr/login');
    // The English link of a French page works before any script (which would have changed the cookie).
    const switched = await ctx.app.inject({
      url: '/login',
      headers: { cookie: 'language=fr', host: 'careers.example.org', referer: 'https://careers.example.org/fr/login' },
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.body).toContain('<title>Sign in</title>');
    // A page that exists only in English stays; a French page is never left; English choosers stay put.
    expect((await ctx.app.inject({ url: '/', headers: { cookie: 'language=fr' } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/fr/login', headers: { cookie: 'language=en' } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/login', headers: { cookie: 'language=en' } })).statusCode).toBe(200);
  });

  it('a first visit follows Accept-Language only on the home page, and only to a language it exists in', async () => {
    // The home page here exists in English only: no redirect.
    expect((await ctx.app.inject({ url: '/', headers: { 'accept-language': 'fr-RW,fr;q=0.9' } })).statusCode).toBe(200);
    // Accept-Language never moves a person off any other page.
    expect((await ctx.app.inject({ url: '/login', headers: { 'accept-language': 'fr' } })).statusCode).toBe(200);
  });

  it('serves other static files and never raw HTML files', async () => {
    expect((await ctx.app.inject('/favicon.svg')).headers['content-type']).toContain('image/svg+xml');
    expect((await ctx.app.inject('/prerender.json')).statusCode).toBe(404);
    const raw = await ctx.app.inject('/login/index.html');
    expect(raw.body).not.toContain('<!--app-config-->');
  });

  it('serves a hashed script in the encoding the browser takes, with a validator that answers 304', async () => {
    const script = 'console.log("app")'.repeat(100);
    const br = await ctx.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip;q=0.5, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gzip = await ctx.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await ctx.app.inject({
      url: '/assets/index-abc123.js?v=1',
      headers: { 'accept-encoding': 'br;q=0, identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    for (const answer of [br, gzip, plain]) {
      expect(answer.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(answer.headers['vary']).toMatch(/accept-encoding/i);
      expect(answer.headers['etag']).toBe(br.headers['etag']);
    }
    const again = await ctx.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'if-none-match': br.headers['etag'] as string },
    });
    expect(again.statusCode).toBe(304);
    const head = await ctx.app.inject({ method: 'HEAD', url: '/assets/index-abc123.js' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('serves an asset written after start, and other kinds of asset, from disk', async () => {
    writeFileSync(join(dist, 'assets', 'later-def456.js'), 'console.log("later")');
    const later = await ctx.app.inject('/assets/later-def456.js');
    expect(later.statusCode).toBe(200);
    expect(later.body).toBe('console.log("later")');
    expect(later.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    writeFileSync(join(dist, 'assets', 'mark-789.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const picture = await ctx.app.inject('/assets/mark-789.svg');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
  });

  it('a missing asset is a 404, not the HTML shell', async () => {
    for (const path of ['/assets/missing-123.js', '/assets/..%2Fprerender.json', '/assets/%2e%2e%2Flogin%2Findex.html']) {
      const response = await ctx.app.inject(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.body, path).not.toContain('<html');
    }
  });
});

describe('the page a path gets', () => {
  const site = {
    pages: new Map(['/', '/fr', '/login', '/fr/login', '/__spa-fallback'].map((path) => [path, { path }])),
    scriptHashes: [],
    routes: [],
    appPaths: ['/login', '/dashboard'],
  } as unknown as Site;
  const shown = (path: string) => (pageFor(site, path) as unknown as { path: string }).path;

  it("its own page, else the app's shell for the app's paths, else the home page in the path's language", () => {
    expect(shown('/fr/login')).toBe('/fr/login');
    expect(shown('/fr/dashboard')).toBe('/__spa-fallback');
    expect(shown('/dashboard')).toBe('/__spa-fallback');
    expect(shown('/fr/nulle-part')).toBe('/fr');
    expect(shown('/sw/mahali')).toBe('/'); // no Swahili home page in this site
    expect(shown('/nowhere')).toBe('/');
  });
});

describe('the developer page /test-google', () => {
  const configOf = (html: string) =>
    JSON.parse(html.match(/<script id="app-config" type="application\/json">(.*?)<\/script>/)?.[1] ?? '{}');

  it('is not served by default (a 404), and the pages are told so', async () => {
    for (const path of ['/test-google', '/test-google/', '/test-google?x=1']) {
      const response = await ctx.app.inject(path);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe('Not found');
    }
    expect(configOf((await ctx.app.inject('/login')).body).enableTestPages).toBe(false);
  });

  it('is served with ENABLE_TEST_PAGES=true, and the pages are told so', async () => {
    const withPages = await createTestApp({ WEB_DIST_DIR: dist, ENABLE_TEST_PAGES: 'true' });
    try {
      const response = await withPages.app.inject('/test-google');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Shell</title>');
      expect(configOf(response.body).enableTestPages).toBe(true);
    } finally {
      await withPages.close();
    }
  });
});

describe('the language a page request is sent to', () => {
  const site = {
    pages: new Map([
      ['/', {}],
      ['/fr', {}],
      ['/login', {}],
      ['/fr/login', {}],
    ]),
    scriptHashes: [],
    routes: [],
  } as unknown as Site;
  const request = (url: string, headers: Record<string, string> = {}) => ({ url, headers }) as unknown as FastifyRequest;

  it('a first visit to the home page follows Accept-Language when the home page exists in that language', () => {
    expect(languageRedirect(request('/', { 'accept-language': 'rw;q=0.3,fr-RW;q=0.9' }), '/', site)).toBe('/fr/');
    expect(languageRedirect(request('/', { 'accept-language': 'sw' }), '/', site)).toBeNull(); // no /sw page here
    expect(languageRedirect(request('/', { 'accept-language': 'en-US,fr;q=0.5' }), '/', site)).toBeNull();
  });

  it('a remembered choice wins over Accept-Language', () => {
    expect(languageRedirect(request('/', { cookie: 'language=en', 'accept-language': 'fr' }), '/', site)).toBeNull();
    expect(languageRedirect(request('/?utm=x', { cookie: 'language=fr', 'accept-language': 'en' }), '/', site)).toBe(
      '/fr/?utm=x',
    );
  });
});
