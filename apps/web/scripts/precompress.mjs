// Writes .br and .gz twins of text assets once, at build time, so the server
// never compresses the same file twice (@fastify/static serves them by negotiation).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.ico']);

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

export async function precompress(distDir) {
  let count = 0;
  for (const file of files(distDir)) {
    if (!COMPRESSIBLE.has(extname(file))) continue;
    const content = readFileSync(file);
    if (content.length < 512) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    count += 1;
  }
  return count;
}
