import { defaultPublicConfig, PublicConfigSchema, type PublicConfig } from '@intambwe/contract';
import * as v from 'valibot';

/**
 * The public settings for this deployment. The server writes them into each
 * HTML page (<script id="app-config">), so no extra round trip delays the
 * first render; the dev server falls back to GET /config.json.
 */
export async function readRuntimeConfig(doc: Document = document): Promise<PublicConfig> {
  const inline = doc.getElementById('app-config')?.textContent;
  if (inline) {
    const parsed = v.safeParse(PublicConfigSchema, safeJson(inline));
    if (parsed.success) return parsed.output;
  }
  try {
    const response = await fetch('/config.json', { headers: { Accept: 'application/json' } });
    if (response.ok) {
      const parsed = v.safeParse(PublicConfigSchema, await response.json());
      if (parsed.success) return parsed.output;
    }
  } catch {
    // Offline or no server: the defaults keep the public pages working.
  }
  return defaultPublicConfig;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
