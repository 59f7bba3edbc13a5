/**
 * Pure rules of the account area (/account): how a session's browser is named,
 * the order sessions are listed in, the name of the data file, whether this
 * browser can use passkeys.
 */

export interface DeviceName {
  browser: string | null;
  system: string | null;
}

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bUCBrowser\//, 'UC Browser'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  // Chrome and Chromium, also headless (HeadlessChrome/…: automated checks, page previews) and on iOS (CriOS).
  [/\b(?:Headless)?Chrome\/|\bCriOS\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\bAndroid\b/, 'Android'],
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** The browser and system a session's `User-Agent` names (null where it names none we know). */
export function describeDevice(userAgent: string | null | undefined): DeviceName {
  const agent = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1] ?? null;
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1] ?? null;
  return { browser, system };
}

interface ListedSession {
  current: boolean;
  createdAt: string;
  lastUsedAt?: string | null;
}

const lastSeen = (session: ListedSession) => Date.parse(session.lastUsedAt ?? session.createdAt) || 0;

/** This browser's session first, then the most recently used. */
export function sortSessions<S extends ListedSession>(sessions: readonly S[]): S[] {
  return [...sessions].sort((a, b) => Number(b.current) - Number(a.current) || lastSeen(b) - lastSeen(a));
}

/** `intambwe-account-2026-11-26.json`: the downloaded data, named by the day it was taken. */
export function exportFileName(now: Date, prefix = 'intambwe-account'): string {
  return `${prefix}-${now.toISOString().slice(0, 10)}.json`;
}

/** True where the browser has WebAuthn (passkeys): a secure page with `PublicKeyCredential`. */
export function supportsPasskeys(win: { PublicKeyCredential?: unknown; isSecureContext?: boolean } | undefined = typeof window === 'undefined' ? undefined : window): boolean {
  return Boolean(win && win.isSecureContext !== false && typeof win.PublicKeyCredential === 'function');
}

/** True when the person's WebAuthn prompt ended without a passkey because they closed it (not a failure to report). */
export function isCancelledCeremony(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}

interface PasskeyWindow {
  PublicKeyCredential?: unknown;
  isSecureContext?: boolean;
}

/**
 * True where the browser offers the person's passkeys in the email field's autofill (WebAuthn
 * conditional mediation, `PublicKeyCredential.isConditionalMediationAvailable()`); false where it
 * cannot say, or says no (the Use a passkey button still works there).
 */
export async function offersPasskeyAutofill(win: PasskeyWindow | undefined = typeof window === 'undefined' ? undefined : window): Promise<boolean> {
  if (!win || !supportsPasskeys(win)) return false;
  const credential = win.PublicKeyCredential as { isConditionalMediationAvailable?: () => Promise<boolean> };
  if (typeof credential.isConditionalMediationAvailable !== 'function') return false;
  try {
    return (await credential.isConditionalMediationAvailable()) === true;
  } catch {
    return false;
  }
}
