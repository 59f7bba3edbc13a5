import { BrandSchema, defaultBrand, type Brand, type PublicConfig } from '@intambwe/contract';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';

/** Server settings, all from environment variables (README lists them). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  logLevel: string;
  trustProxy: boolean;
  /** Signing secret for access and registration tokens; generated into DATA_DIR when unset. */
  jwtSecret?: string;
  /** Public origin of the site, used in emailed links and canonical URLs. */
  siteUrl: string;
  webDistDir: string;
  migrationsDir: string;
  seedDemoData: boolean;
  publicConfig: PublicConfig;
  mail: { smtpUrl?: string; from: string; supportInbox: string };
  google: { clientId: string; jwksUrl: string; issuers: string[] };
  ai: { baseUrl?: string; apiKey?: string; model?: string; timeoutMs: number };
  /** Multiplies every rate-limit allowance (tests and load benchmarks raise it). */
  rateLimitFactor: number;
  /** scrypt cost as log2(N): 17 (OWASP) in production; tests lower it. Stored with each hash, so it can change. */
  passwordHashLogN: number;
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
const logNSchema = v.pipe(v.string(), v.regex(/^\d{1,2}$/, 'must be a whole number'), v.transform(Number), v.minValue(10, 'must be at least 10'), v.maxValue(20, 'must be at most 20'));

function readEnv<T>(env: NodeJS.ProcessEnv, name: string, schema: v.GenericSchema<string, T>, fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const parsed = v.safeParse(schema, raw);
  if (!parsed.success) throw new Error(`Environment variable ${name}=${JSON.stringify(raw)} is invalid: ${parsed.issues[0].message}`);
  return parsed.output;
}

function loadBrand(file: string | undefined): Brand {
  if (!file) return defaultBrand;
  const parsed = v.safeParse(v.partial(BrandSchema), JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`BRAND_FILE ${file} is invalid: ${parsed.issues[0].message}`);
  return { ...defaultBrand, ...parsed.output };
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const apiRoot = findApiRoot();
  const port = readEnv(env, 'PORT', portSchema, 3000);
  const siteUrl = trimSlash(env['PUBLIC_URL'] || `http://localhost:${port}`);
  const brand = loadBrand(env['BRAND_FILE']);
  const googleClientId = env['GOOGLE_CLIENT_ID'] ?? '';
  return {
    port,
    host: env['HOST'] || '0.0.0.0',
    dataDir: resolve(env['DATA_DIR'] || '.data'),
    databaseUrl: env['DATABASE_URL'] || undefined,
    logLevel: env['LOG_LEVEL'] || 'info',
    trustProxy: readEnv(env, 'TRUST_PROXY', boolSchema, false),
    jwtSecret: env['JWT_SECRET'] || undefined,
    siteUrl,
    webDistDir: resolve(env['WEB_DIST_DIR'] || join(apiRoot, '..', 'web', 'dist')),
    migrationsDir: join(apiRoot, 'drizzle'),
    seedDemoData: readEnv(env, 'SEED_DEMO_DATA', boolSchema, true),
    publicConfig: {
      apiBaseUrl: env['PUBLIC_API_BASE_URL'] || '/api',
      siteUrl,
      elearningUrl: trimSlash(env['ELEARNING_URL'] || 'https://learn.example.com'),
      jobPortalUrl: trimSlash(env['JOB_PORTAL_URL'] || 'https://jobs.example.com'),
      googleClientId,
      googleScriptUrl: env['GOOGLE_SCRIPT_URL'] || 'https://accounts.google.com/gsi/client',
      brand,
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
    passwordHashLogN: readEnv(env, 'PASSWORD_HASH_LOG_N', logNSchema, 17),
  };
}
