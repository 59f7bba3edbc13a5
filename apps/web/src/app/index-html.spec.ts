import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The page template: the prerender (scripts/prerender.mjs) fills it for every
 * page and inlines the page's own behaviours (page/page-behaviors.ts) in its
 * head; the server writes the runtime configuration into it.
 */
describe('index.html', () => {
  const html = readFileSync(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8');

  it('has no inline script of its own: the prerender inlines the page’s behaviours (theme first), once', () => {
    expect(html).not.toMatch(/<script>/);
    expect(html).not.toContain('theme-preference');
    expect(html.match(/<script\b/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" src="/src/main.tsx"></script>');
  });

  it('has the places the prerender fills: language, title, description, the head’s end, the root and the no-script note', () => {
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+" \/>/);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toMatch(/<noscript>[^<]+<\/noscript>/);
  });

  it('has the placeholder where the server writes the runtime configuration', () => {
    expect(html).toContain('<!--app-config-->');
  });
});
