import { BrandSchema, defaultBrand, type Brand, type PublicConfig } from '@intambwe/contract';
import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { defaultOidcClients, OidcClientsError, parseOidcClients, type OidcClientConfig } from './oidc/clients.js';
import { parseSigningKeys, SigningKeysError } from './oidc/keys.js';

/** A setting that cannot work: main prints the message as one line and exits. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Server settings, all from environment variables (README lists them). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  logLevel: string;
  /**
   * Which proxies may tell the client's address (X-Forwarded-For): false (none),
   * a hop count, or the proxies' addresses and CIDR ranges. Never "trust everyone".
   */
  trustProxy: false | number | string[];
  /** Origins (scheme://host[:port]) allowed to call the API from a browser (CORS). */
  corsOrigins: string[];
  /** Redis for the per-address rate limits shared by several server processes; in memory when unset. */
  redisUrl?: string;
  /** Lifetime of an access token in seconds (900 by default; tests shorten it). */
  accessTokenTtlSeconds: number;
  /** PGlite: flush every commit to disk (fsync); on unless PGLITE_FSYNC=false. */
  pgliteFsync: boolean;
  /** Signing secret for access and registration tokens; generated into DATA_DIR when unset. */
  jwtSecret?: string;
  /** Public origin of the site, used in emailed links and canonical URLs. */
  siteUrl: string;
  webDistDir: string;
  /** The built Storybook, served at /storybook/ when `serve` (SERVE_STORYBOOK=true). */
  storybook: { serve: boolean; dir: string };
  migrationsDir: string;
  seedDemoData: boolean;
  publicConfig: PublicConfig;
  mail: { smtpUrl?: string; from: string; supportInbox: string };
  google: { clientId: string; jwksUrl: string; issuers: string[] };
  ai: { baseUrl?: string; apiKey?: string; model?: string; timeoutMs: number };
  /** Multiplies every rate-limit allowance (tests and load benchmarks raise it). */
  rateLimitFactor: number;
  /**
   * argon2id memory cost in KiB: 19456 (19 MiB, OWASP's first choice with t=2, p=1) in production;
   * tests lower it. Stored with each hash, so it can change (older hashes are upgraded at the next sign-in).
   */
  passwordHashMemoryKib: number;
  /** The hashing queue: hashes run at once (the rest wait their turn), and how many may wait before new ones get 503. */
  hashing: { concurrency: number; queueSize: number; perAddress: number };
  /** /test-google (the developer page for Google sign-in) is served only when true (ENABLE_TEST_PAGES=true). */
  enableTestPages: boolean;
  /** The OpenID Provider of the sister platforms: its relying parties, and its signing keys when configured (OIDC_SIGNING_KEYS). */
  oidc: { clients: OidcClientConfig[]; signingKeys?: string };
}

/** The folder of apps/api: the one holding drizzle/ (works from src/ under tsx and from the bundled dist/). */
export function findApiRoot(start = dirname(fileURLToPath(import.meta.url))): string {
  let current = start;
  for (let depth = 0; depth < 6; depth += 1) {
    if (existsSync(join(current, 'drizzle', 'meta', '_journal.json'))) return current;
    current = dirname(current);
  }
  throw new Error(`Cannot find apps/api (with drizzle/ migrations) above ${start}`);
}

const portSchema = v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'must be a port number'), v.transform(Number), v.maxValue(65535));
const boolSchema = v.pipe(v.picklist(['true', 'false', '1', '0', 'yes', 'no']), v.transform((value) => ['true', '1', 'yes'].includes(value)));
const numberSchema = v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/, 'must be a number'), v.transform(Number));
const ttlSchema = v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'must be a whole number of seconds'), v.transform(Number), v.minValue(1, 'must be at least 1'), v.maxValue(3600, 'must be at most 3600'));
const wholeNumber = (min: number, max: number) =>
  v.pipe(v.string(), v.regex(/^\d{1,7}$/, 'must be a whole number'), v.transform(Number), v.minValue(min, `must be at least ${min}`), v.maxValue(max, `must be at most ${max}`));

function readEnv<T>(env: NodeJS.ProcessEnv, name: string, schema: v.GenericSchema<string, T>, fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const parsed = v.safeParse(schema, raw);
  if (!parsed.success) throw new ConfigError(`Environment variable ${name}=${JSON.stringify(raw)} is invalid: ${parsed.issues[0].message}`);
  return parsed.output;
}

function loadBrand(file: string | undefined): Brand {
  if (!file) return defaultBrand;
  const parsed = v.safeParse(v.partial(BrandSchema), JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new ConfigError(`BRAND_FILE ${file} is invalid: ${parsed.issues[0].message}`);
  return { ...defaultBrand, ...parsed.output };
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(value: string): boolean {
  if (PROXY_RANGE_NAMES.has(value)) return true;
  const [address, prefix, ...rest] = value.split('/');
  const family = isIP(address ?? '');
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * The narrowest prefix a trusted proxy range may have: a range wider than a
 * /8 (IPv4) or a /32 (IPv6) is not a set of proxies but a way to believe
 * whatever X-Forwarded-For a client sends (`0.0.0.0/1,128.0.0.0/1` is everyone).
 */
export const WIDEST_PROXY_PREFIX = { 4: 8, 6: 32 } as const;

/** A CIDR wider than WIDEST_PROXY_PREFIX allows, or null. */
function tooWideRange(value: string): string | null {
  const [address, prefix] = value.split('/');
  if (prefix === undefined) return null;
  const family = isIP(address ?? '') as 4 | 6;
  return Number(prefix) < WIDEST_PROXY_PREFIX[family] ? value : null;
}

/**
 * TRUST_PROXY: unset, "false" or "0" (no proxy); a hop count ("1": one proxy in
 * front, its X-Forwarded-For entry is the client); or a comma-separated list of
 * proxy addresses/CIDRs. "true" would let any client pick its address (and so
 * escape every per-address limit): refused.
 */
export function parseTrustProxy(raw: string | undefined): false | number | string[] {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '*') {
    throw new ConfigError(
      `TRUST_PROXY=${value} is refused: it lets any client choose its address with X-Forwarded-For. Set the number of proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.2,10.1.0.0/16).`,
    );
  }
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  const bad = entries.find((entry) => !isAddressOrCidr(entry));
  if (bad !== undefined || entries.length === 0) {
    throw new ConfigError(`TRUST_PROXY=${JSON.stringify(value)} is invalid: use a hop count (1) or proxy addresses/CIDRs separated by commas (${JSON.stringify(bad ?? '')} is neither).`);
  }
  const wide = entries.map(tooWideRange).find((entry) => entry !== null);
  if (wide) {
    throw new ConfigError(
      `TRUST_PROXY=${JSON.stringify(value)} is refused: ${wide} is wider than a /${WIDEST_PROXY_PREFIX[4]} (IPv4) or a /${WIDEST_PROXY_PREFIX[6]} (IPv6), so clients in it could choose their address with X-Forwarded-For. List your proxies' addresses or their own subnet (TRUST_PROXY=10.0.0.2,10.1.0.0/16), or the number of proxies in front (TRUST_PROXY=1).`,
    );
  }
  return entries;
}

/** An origin as browsers send it (scheme://host[:port]), or null. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** CORS_ORIGINS: exact origins, comma-separated; by default the sister platforms' origins. */
export function parseCorsOrigins(raw: string | undefined, defaults: string[]): string[] {
  if (raw === undefined || raw.trim() === '') return [...new Set(defaults.map(originOf).filter((o): o is string => o !== null))];
  const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  return entries.map((entry) => {
    const origin = originOf(entry);
    if (!origin || origin !== entry.replace(/\/$/, '')) {
      throw new ConfigError(`CORS_ORIGINS entry ${JSON.stringify(entry)} is not an origin: write scheme://host[:port] with no path, e.g. https://learn.example.com (never *).`);
    }
    return origin;
  });
}

function readOidcClients(raw: string | undefined, defaults: OidcClientConfig[]): OidcClientConfig[] {
  try {
    return parseOidcClients(raw, defaults);
  } catch (error) {
    if (error instanceof OidcClientsError) throw new ConfigError(`OIDC_CLIENTS is invalid: ${error.message}`);
    throw error;
  }
}

/** OIDC_SIGNING_KEYS is checked at start: a bad key stops the server with a line that says which. */
function readSigningKeys(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  try {
    parseSigningKeys(raw);
  } catch (error) {
    if (error instanceof SigningKeysError) throw new ConfigError(`OIDC_SIGNING_KEYS is invalid: ${error.message}`);
    throw error;
  }
  return raw;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const apiRoot = findApiRoot();
  const port = readEnv(env, 'PORT', portSchema, 3000);
  if (env['NODE_ENV'] === 'production' && !env['PUBLIC_URL']) {
    throw new ConfigError(
      'PUBLIC_URL must be set when NODE_ENV=production: emailed links (password reset, newsletter confirmation) need the public address of the site, e.g. PUBLIC_URL=https://careers.example.com',
    );
  }
  if (env['PUBLIC_URL'] && !originOf(env['PUBLIC_URL'])) throw new ConfigError(`PUBLIC_URL=${JSON.stringify(env['PUBLIC_URL'])} is not an http(s) address.`);
  const siteUrl = trimSlash(env['PUBLIC_URL'] || `http://localhost:${port}`);
  const elearningUrl = trimSlash(env['ELEARNING_URL'] || 'https://learn.example.com');
  const jobPortalUrl = trimSlash(env['JOB_PORTAL_URL'] || 'https://jobs.example.com');
  const brand = loadBrand(env['BRAND_FILE']);
  const googleClientId = env['GOOGLE_CLIENT_ID'] ?? '';
  const enableTestPages = readEnv(env, 'ENABLE_TEST_PAGES', boolSchema, false);
  return {
    port,
    host: env['HOST'] || '0.0.0.0',
    dataDir: resolve(env['DATA_DIR'] || '.data'),
    databaseUrl: env['DATABASE_URL'] || undefined,
    logLevel: env['LOG_LEVEL'] || 'info',
    trustProxy: parseTrustProxy(env['TRUST_PROXY']),
    corsOrigins: parseCorsOrigins(env['CORS_ORIGINS'], [elearningUrl, jobPortalUrl]),
    redisUrl: env['REDIS_URL'] || undefined,
    accessTokenTtlSeconds: readEnv(env, 'ACCESS_TOKEN_TTL_SECONDS', ttlSchema, 900),
    pgliteFsync: readEnv(env, 'PGLITE_FSYNC', boolSchema, true),
    jwtSecret: env['JWT_SECRET'] || undefined,
    siteUrl,
    webDistDir: resolve(env['WEB_DIST_DIR'] || join(apiRoot, '..', 'web', 'dist')),
    storybook: {
      serve: readEnv(env, 'SERVE_STORYBOOK', boolSchema, false),
      dir: resolve(env['STORYBOOK_DIR'] || join(apiRoot, '..', '..', 'dist', 'storybook')),
    },
    migrationsDir: join(apiRoot, 'drizzle'),
    seedDemoData: readEnv(env, 'SEED_DEMO_DATA', boolSchema, true),
    publicConfig: {
      apiBaseUrl: env['PUBLIC_API_BASE_URL'] || '/api',
      siteUrl,
      elearningUrl,
      jobPortalUrl,
      googleClientId,
      googleScriptUrl: env['GOOGLE_SCRIPT_URL'] || 'https://accounts.google.com/gsi/client',
      brand,
      enableTestPages,
    },
    mail: {
      smtpUrl: env['SMTP_URL'] || undefined,
      from: env['MAIL_FROM'] || `${brand.name} <no-reply@example.com>`,
      supportInbox: env['SUPPORT_INBOX'] || brand.supportEmail,
    },
    google: {
      clientId: googleClientId,
      jwksUrl: env['GOOGLE_JWKS_URL'] || 'https://www.googleapis.com/oauth2/v3/certs',
      issuers: (env['GOOGLE_ISSUERS'] || 'https://accounts.google.com,accounts.google.com').split(',').map((s) => s.trim()).filter(Boolean),
    },
    ai: {
      baseUrl: env['AI_BASE_URL'] ? trimSlash(env['AI_BASE_URL']) : undefined,
      apiKey: env['AI_API_KEY'] || undefined,
      model: env['AI_MODEL'] || undefined,
      timeoutMs: readEnv(env, 'AI_TIMEOUT_MS', numberSchema, 15000),
    },
    rateLimitFactor: readEnv(env, 'RATE_LIMIT_FACTOR', numberSchema, 1),
    passwordHashMemoryKib: readEnv(env, 'PASSWORD_HASH_MEMORY_KIB', wholeNumber(1024, 1048576), 19456),
    hashing: {
      concurrency: readEnv(env, 'HASH_CONCURRENCY', wholeNumber(1, 64), Math.max(1, Math.min(4, availableParallelism()))),
      queueSize: readEnv(env, 'HASH_QUEUE_SIZE', wholeNumber(1, 100000), 256),
      perAddress: readEnv(env, 'HASH_QUEUE_PER_ADDRESS', wholeNumber(1, 100000), 8),
    },
    enableTestPages,
    oidc: {
      clients: readOidcClients(env['OIDC_CLIENTS'], defaultOidcClients({ elearningUrl, jobPortalUrl }, brand)),
      signingKeys: readSigningKeys(env['OIDC_SIGNING_KEYS']),
    },
  };
}
