import type { OutputBundle, OutputChunk } from 'rolldown';
import { compileHints, EAGER_COMPILE_HINT } from './compile-hints.mts';

const chunk = (name: string, code: string, mappings?: string) =>
  ({ type: 'chunk', name, code, map: mappings === undefined ? null : { mappings } }) as unknown as OutputChunk;

function generate(bundle: Record<string, OutputChunk>, eager: RegExp) {
  const plugin = compileHints({ eager });
  const hook = plugin.generateBundle as { handler: (this: unknown, options: unknown, bundle: OutputBundle) => void };
  hook.handler.call({}, {}, bundle as unknown as OutputBundle);
  return bundle;
}

describe('compileHints', () => {
  it('puts the hint on the first line of the chunks named, and only those', () => {
    const bundle = generate(
      {
        'a.js': chunk('start-page-islands', 'const x=1;'),
        'b.js': chunk('chat-widget', 'const y=2;'),
      },
      /^start-page-islands$/,
    );
    expect(bundle['a.js']?.code).toBe(`${EAGER_COMPILE_HINT}\nconst x=1;`);
    expect(bundle['b.js']?.code).toBe('const y=2;');
  });

  it("shifts a marked chunk's source map by the line it adds", () => {
    const bundle = generate({ 'a.js': chunk('sign-in-card', 'f()', 'AAAA,CAAC') }, /^sign-in-card$/);
    expect(bundle['a.js']?.map?.mappings).toBe(';AAAA,CAAC');
  });

  it('shifts the map file already written beside a marked chunk, so its lines still match', () => {
    const mapFile = { type: 'asset', fileName: 'a.js.map', source: JSON.stringify({ version: 3, mappings: 'AAAA' }) };
    const bundle = generate(
      {
        'a.js': { ...chunk('sign-in-card', 'f()', 'AAAA'), fileName: 'a.js' } as OutputChunk,
        'a.js.map': mapFile as unknown as OutputChunk,
      },
      /^sign-in-card$/,
    );
    expect(JSON.parse(String((bundle['a.js.map'] as unknown as { source: string }).source))).toEqual({
      version: 3,
      mappings: ';AAAA',
    });
  });

  it('runs after the bundler has written its own first lines (the preload helper), so the hint stays first', () => {
    const plugin = compileHints({ eager: /x/ });
    expect(plugin.enforce).toBe('post');
    expect((plugin.generateBundle as { order?: string }).order).toBe('post');
  });
});
