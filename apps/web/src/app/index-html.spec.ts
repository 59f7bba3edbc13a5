import { colorModeScript } from '@intambwe/ui';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

describe('index.html', () => {
  const html = readFileSync(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8');

  it('applies the colour mode before first paint with the same rules as @intambwe/ui', () => {
    expect(html).toContain(`<script>${colorModeScript}</script>`);
  });

  it('has the placeholder where the server writes the runtime configuration', () => {
    expect(html).toContain('<!--app-config-->');
  });
});
