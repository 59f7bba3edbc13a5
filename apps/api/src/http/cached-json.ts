import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A serialized answer (JSON or HTML) with its validator and compressed forms, computed once. */
export interface CachedBody {
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
  storedAt: number;
}

const COMPRESS_ABOVE = 1024;

/** Prepares a text answer once: validator, brotli and gzip forms. */
export function prepareText(text: string | Buffer, now = Date.now()): CachedBody {
  const raw = Buffer.isBuffer(text) ? text : Buffer.from(text);
  const etag = `"${createHash('sha1').update(raw).digest('base64url')}"`;
  if (raw.length < COMPRESS_ABOVE) return { raw, etag, storedAt: now };
  return {
    raw,
    etag,
    storedAt: now,
    br: brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(raw, { level: 6 }),
  };
}

export function prepareJson(value: unknown, now = Date.now()): CachedBody {
  return prepareText(JSON.stringify(value), now);
}

export function pickEncoding(acceptEncoding: string | undefined, body: { br?: Buffer; gzip?: Buffer }): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = acceptEncoding
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name.trim().toLowerCase());
  if (body.br && accepted.includes('br')) return 'br';
  if (body.gzip && (accepted.includes('gzip') || accepted.includes('*'))) return 'gzip';
  return null;
}

/** A Vary value with `name` added to what is there already (CORS adds Origin). */
export function withVary(current: unknown, name: string): string {
  const names = typeof current === 'string' ? current.split(',').map((part) => part.trim()).filter(Boolean) : [];
  if (!names.some((part) => part.toLowerCase() === name.toLowerCase())) names.push(name);
  return names.join(', ');
}

/** Sends a prepared body: 304 when the caller's validator still matches, otherwise the best encoding. */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, body: CachedBody, contentType: string, cacheControl: string) {
  reply.header('etag', body.etag).header('cache-control', cacheControl).header('vary', withVary(reply.getHeader('vary'), 'Accept-Encoding'));
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === body.etag)) {
    return reply.code(304).send();
  }
  reply.type(contentType);
  const encoding = pickEncoding(request.headers['accept-encoding'], body);
  if (encoding) return reply.header('content-encoding', encoding).send(body[encoding]);
  return reply.send(body.raw);
}

/**
 * A small in-memory cache of listing answers keyed by their normalized query.
 * Entries live `ttlMs` at most (other servers may change the same database) and
 * `invalidate()` drops them all when this server changes the data.
 */
export class ListingCache {
  private entries = new Map<string, CachedBody>();
  constructor(private readonly ttlMs: number, private readonly maxEntries = 200) {}

  async get(key: string, load: () => Promise<unknown>): Promise<CachedBody> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.storedAt < this.ttlMs) return hit;
    const body = prepareJson(await load(), now);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, body);
    return body;
  }

  invalidate() {
    this.entries.clear();
  }
}
