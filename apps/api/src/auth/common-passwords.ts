import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { findApiRoot } from '../config.js';

/**
 * The list of common (breached) passwords that registration and reset refuse
 * (data/README.md says where it comes from). Checked case-insensitively:
 * capitalising a common password does not make it uncommon.
 */
let commonPasswords: Set<string> | null = null;

/** Only entries that can pass the other rules (8+ characters, a letter and a digit) can ever be asked about. */
const couldPassTheRules = (entry: string) => entry.length >= 8 && /[a-z]/.test(entry) && /[0-9]/.test(entry);

/** Loads the list once (about 0.2 s); later calls return the same set. */
export function loadCommonPasswords(file = join(findApiRoot(), 'data', 'common-passwords.txt.br')): Set<string> {
  if (commonPasswords) return commonPasswords;
  const text = brotliDecompressSync(readFileSync(file)).toString('utf8');
  commonPasswords = new Set(text.split('\n').filter(couldPassTheRules));
  return commonPasswords;
}

/** True when the password is on the list (one set look-up). */
export function isCommonPassword(password: string): boolean {
  return loadCommonPasswords().has(password.toLowerCase());
}
