import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Undoes quoted-printable soft line breaks and escapes (how mailers wrap long links). */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Decodes base64 bodies too, in case the mailer picked that encoding. */
function readableParts(raw: string): string[] {
  const parts = [decodeQuotedPrintable(raw)];
  for (const block of raw.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g)) {
    parts.push(Buffer.from((block[1] ?? '').replace(/\s+/g, ''), 'base64').toString('utf8'));
  }
  return parts;
}

/**
 * The reset link in the newest email to `to` in the server's outbox
 * (`.eml` files in `${E2E_DATA_DIR}/outbox/`), or null when none has arrived.
 */
export function findResetLink(to: string): string | null {
  return findLink(to, /https?:\/\/[^\s"'<>]+\/reset-password\?token=[^\s"'<>&]+/);
}

/** The newsletter confirmation link in the newest email to `to`, or null. */
export function findNewsletterConfirmationLink(to: string): string | null {
  return findLink(to, /https?:\/\/[^\s"'<>]+\/newsletter\/confirm\?token=[^\s"'<>&]+/);
}

/**
 * The email verification link (`/verify-email?token=…`, mailed at registration) in the newest email to `to` that has one,
 * or null; `dataDir`: the data directory of another product server (product-server.ts), else the main one's.
 */
export function findEmailVerificationLink(to: string, dataDir?: string): string | null {
  return findLink(to, /https?:\/\/[^\s"'<>]+\/verify-email\?token=[^\s"'<>&]+/, dataDir);
}

/** The raw emails to `to` in the server's outbox (`.eml` files in `${E2E_DATA_DIR}/outbox/`), newest first. */
function* mailsTo(to: string, dataDir = process.env['E2E_DATA_DIR'] ?? ''): Generator<string> {
  const dir = join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .reverse();
  } catch {
    return;
  }
  for (const name of files) {
    const raw = readFileSync(join(dir, name), 'utf8');
    const headers = raw.split(/\r?\n\r?\n/)[0] ?? '';
    if (headers.toLowerCase().includes(to.toLowerCase())) yield raw;
  }
}

function findLink(to: string, pattern: RegExp, dataDir?: string): string | null {
  for (const raw of mailsTo(to, dataDir)) {
    for (const text of readableParts(raw)) {
      const link = text.match(pattern)?.[0];
      if (link) return link;
    }
  }
  return null;
}

/** The newest email to `to` as readable text (headers and decoded bodies, UTF-8), or null. */
export function readNewestMail(to: string): string | null {
  for (const raw of mailsTo(to)) {
    const utf8 = (text: string) => Buffer.from(text, 'latin1').toString('utf8');
    return readableParts(raw)
      .map((text, index) => (index === 0 ? utf8(text) : text))
      .join('\n');
  }
  return null;
}
