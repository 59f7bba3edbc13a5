/**
 * What the Google test page may say of a token: that one came back, its length
 * and, for a signed token (JWT), when it expires. Never any of its characters:
 * a token on a screen ends up in screenshots, screen shares and bug reports.
 */
export interface TokenFacts {
  length: number;
  /** The `exp` of a JWT, or null (an opaque token, or no readable expiry). */
  expiresAt: Date | null;
}

function base64UrlDecode(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  return atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
}

export function tokenFacts(token: string | null | undefined): TokenFacts | null {
  if (!token) return null;
  let expiresAt: Date | null = null;
  const parts = token.split('.');
  if (parts.length === 3) {
    try {
      const exp = (JSON.parse(base64UrlDecode(parts[1] ?? '')) as { exp?: unknown }).exp;
      if (typeof exp === 'number' && Number.isFinite(exp)) expiresAt = new Date(exp * 1000);
    } catch {
      expiresAt = null;
    }
  }
  return { length: token.length, expiresAt };
}
