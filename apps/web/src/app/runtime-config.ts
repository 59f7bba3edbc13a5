import { defaultPublicConfig, type PublicConfig } from '@intambwe/contract';

/**
 * The public settings for this deployment. The server writes them into each
 * HTML page (<script id="app-config">), so no extra round trip delays the
 * first render; the dev server falls back to GET /config.json. The server is
 * ours and validates them at start: here a shape check is enough (no
 * validation library in the page's first scripts).
 */
export async function readRuntimeConfig(doc: Document = document): Promise<PublicConfig> {
  const inline = asConfig(safeJson(doc.getElementById('app-config')?.textContent ?? ''));
  if (inline) return inline;
  try {
    const response = await fetch('/config.json', { headers: { Accept: 'application/json' } });
    if (response.ok) {
      const fetched = asConfig(await response.json());
      if (fetched) return fetched;
    }
  } catch {
    // Offline or no server: the defaults keep the public pages working.
  }
  return defaultPublicConfig;
}

const STRING_FIELDS = ['apiBaseUrl', 'siteUrl', 'elearningUrl', 'jobPortalUrl', 'googleClientId', 'googleScriptUrl'] as const;

function asConfig(value: unknown): PublicConfig | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  if (!STRING_FIELDS.every((field) => typeof record[field] === 'string')) return null;
  const brand = record['brand'];
  if (!brand || typeof brand !== 'object' || typeof (brand as Record<string, unknown>)['name'] !== 'string') return null;
  return value as PublicConfig;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
