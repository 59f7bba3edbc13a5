import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { STORYBOOK_CSP } from './storybook.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

/** A built Storybook in miniature: its two pages (with inline scripts, as Storybook writes them) and an asset. */
function fakeStorybook(): string {
  const dir = join(process.env['TMPDIR'] ?? '/tmp', `storybook-${process.pid}-${Date.now()}`);
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>Storybook</title><script>window.CONFIG_TYPE = "PRODUCTION";</script>',
  );
  writeFileSync(join(dir, 'iframe.html'), '<!doctype html><title>Preview</title><script>window.STORIES = [];</script>');
  writeFileSync(join(dir, 'assets', 'preview-abc123.js'), 'export const x = 1;');
  return dir;
}

describe('/storybook/ (SERVE_STORYBOOK)', () => {
  const dir = fakeStorybook();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  describe('with SERVE_STORYBOOK=true', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp({ SERVE_STORYBOOK: 'true', STORYBOOK_DIR: dir });
    });
    afterAll(async () => ctx.close());

    it('serves the manager page at /storybook/ with a policy that lets Storybook run', async () => {
      const answer = await ctx.app.inject('/storybook/');
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.body).toContain('<title>Storybook</title>');
      expect(answer.headers['content-security-policy']).toBe(STORYBOOK_CSP);
      expect(answer.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    });

    it('serves the preview frame and the assets', async () => {
      expect((await ctx.app.inject('/storybook/iframe.html')).body).toContain('<title>Preview</title>');
      const asset = await ctx.app.inject('/storybook/assets/preview-abc123.js');
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-type']).toMatch(/javascript/);
    });

    it('sends /storybook to /storybook/ (the pages link relatively)', async () => {
      const answer = await ctx.app.inject('/storybook');
      expect(answer.statusCode).toBe(301);
      expect(answer.headers['location']).toBe('/storybook/');
      expect((await ctx.app.inject('/storybook?path=/docs/libraries-contract--docs')).headers['location']).toBe(
        '/storybook/?path=/docs/libraries-contract--docs',
      );
    });

    it('a missing file is a 404, not a page', async () => {
      const answer = await ctx.app.inject('/storybook/assets/missing.js');
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toBe('Not found');
    });

    it('the rest of the site keeps its own, strict policy', async () => {
      const answer = await ctx.app.inject('/api/health');
      const scriptSrc = String(answer.headers['content-security-policy'])
        .split(';')
        .find((directive) => directive.startsWith('script-src '));
      expect(scriptSrc).toMatch(/^script-src 'self'/);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
    });
  });

  describe('without it (the default)', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp({ STORYBOOK_DIR: dir });
    });
    afterAll(async () => ctx.close());

    it('/storybook/ is not served', async () => {
      const answer = await ctx.app.inject('/storybook/iframe.html');
      expect(answer.body).not.toContain('<title>Preview</title>');
      expect(answer.statusCode).not.toBe(200);
    });
  });
});
