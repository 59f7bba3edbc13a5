import { defaultPublicConfig } from '@intambwe/contract';
import { readRuntimeConfig } from './runtime-config';

function documentWith(html: string): Document {
  return new DOMParser().parseFromString(`<html><head>${html}</head><body></body></html>`, 'text/html');
}

describe('readRuntimeConfig', () => {
  it('reads the configuration the server wrote into the page, without a request', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const config = { ...defaultPublicConfig, elearningUrl: 'https://learn.other.example', googleClientId: 'abc.apps.googleusercontent.com' };
    const doc = documentWith(`<script id="app-config" type="application/json">${JSON.stringify(config)}</script>`);
    expect(await readRuntimeConfig(doc)).toEqual(config);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('falls back to GET /config.json', async () => {
    const config = { ...defaultPublicConfig, jobPortalUrl: 'https://jobs.other.example' };
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(config), { status: 200 }));
    expect(await readRuntimeConfig(documentWith(''))).toEqual(config);
  });

  it('uses safe defaults when neither is readable', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const doc = documentWith('<script id="app-config" type="application/json">{broken</script>');
    expect(await readRuntimeConfig(doc)).toEqual(defaultPublicConfig);
  });

  it('does not take what only looks like a configuration (a shape check, no validation library in the page)', async () => {
    const config = { ...defaultPublicConfig, siteUrl: 'https://careers.example' };
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify(config), { status: 200 }));
    const { brand: _brand, ...withoutBrand } = defaultPublicConfig;
    for (const inline of [withoutBrand, { ...defaultPublicConfig, apiBaseUrl: 42 }, { ...defaultPublicConfig, brand: { tagline: 'no name' } }, [], 'text']) {
      const doc = documentWith(`<script id="app-config" type="application/json">${JSON.stringify(inline)}</script>`);
      expect(await readRuntimeConfig(doc)).toEqual(config);
    }
    expect(fetchSpy).toHaveBeenCalledWith('/config.json', expect.anything());
  });

  it('uses the defaults when the server answers with an error or something else', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('Not found', { status: 404 }));
    expect(await readRuntimeConfig(documentWith(''))).toEqual(defaultPublicConfig);
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response(JSON.stringify({ apiBaseUrl: '/api' }), { status: 200 }));
    expect(await readRuntimeConfig(documentWith(''))).toEqual(defaultPublicConfig);
  });
});
