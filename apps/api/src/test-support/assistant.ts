import { expect } from 'vitest';
import type { TestContext } from './test-app.js';

export interface AssistantAnswer {
  message: string;
  suggestions: string[];
  sources: Array<{ title: string; href: string }>;
}

/**
 * Asks the built-in assistant through POST /api/ai/chat as the landing page's
 * widget does, each question from its own address (`10.<subnet>.x.y`) so the
 * per-address limit never answers instead. `extras` is the widget's context
 * extras (`{ locale: 'fr' }`). Fails the test on anything but a 200 envelope.
 */
export function assistantAsker(app: () => TestContext, subnet: number) {
  let address = 0;
  return async function ask(message: string, extras?: Record<string, unknown>): Promise<AssistantAnswer> {
    address += 1;
    const response = await app().app.inject({
      method: 'POST',
      url: '/api/ai/chat',
      payload: { message, context: { page: 'landing', platform: 'homepage', ...(extras ? { extras } : {}) } },
      remoteAddress: `10.${subnet}.${Math.floor(address / 250)}.${address % 250}`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { success: true; data: AssistantAnswer };
    expect(body.success).toBe(true);
    return body.data;
  };
}
