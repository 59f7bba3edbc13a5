import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The token-signing secret: `JWT_SECRET` when set, otherwise one generated on
 * first start and kept in DATA_DIR/jwt-secret (readable by the owner only), so
 * sessions survive restarts.
 */
export function resolveSigningSecret(dataDir: string, configured?: string): string {
  if (configured) {
    if (configured.length < 32) throw new Error('JWT_SECRET must be at least 32 characters.');
    return configured;
  }
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
