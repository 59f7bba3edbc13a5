import { ok } from '@intambwe/api-client/testing';
/** Answers of the Account calls for stories and tests (CONTRACT.md "Account"). */

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const WINDOWS_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

export const sampleSessions = [
  {
    id: 's-here',
    createdAt: '2026-11-01T08:00:00.000Z',
    lastUsedAt: '2026-11-26T07:00:00.000Z',
    userAgent: ANDROID_CHROME,
    current: true,
  },
  {
    id: 's-office',
    createdAt: '2026-10-12T09:30:00.000Z',
    lastUsedAt: '2026-11-24T16:20:00.000Z',
    userAgent: WINDOWS_EDGE,
    current: false,
  },
  {
    id: 's-phone',
    createdAt: '2026-09-03T18:00:00.000Z',
    lastUsedAt: '2026-10-02T12:00:00.000Z',
    userAgent: IPHONE_SAFARI,
    current: false,
  },
];

export const samplePasskeys = [
  { id: 'pk-1', name: 'Pixel phone', createdAt: '2026-10-01T10:00:00.000Z', lastUsedAt: '2026-11-20T10:00:00.000Z' },
  { id: 'pk-2', name: 'Office laptop', createdAt: '2026-11-02T10:00:00.000Z', lastUsedAt: null },
];

export { ok };

export const sessionsAnswer = (sessions = sampleSessions) => ok(sessions);
export const passkeysAnswer = (passkeys = samplePasskeys) => ok(passkeys);
