import { createApiClient, type ApiClient } from '@intambwe/api-client';
import { act } from '@testing-library/react';
import { expect, vi } from 'vitest';

/** What the stubbed server answers to one question: a status and body, 'hold' (until `release()`), or 'offline'. */
export type Answer = { status?: number; body?: unknown } | 'hold' | 'offline';

/** A successful answer of POST /api/ai/chat. */
export const reply = (message: string, suggestions: string[] = [], sources: Array<{ title: string; href: string }> = []) => ({
  status: 200,
  body: { success: true, data: { message, suggestions, sources } },
});

export interface ChatRequestBody {
  message: string;
  context: { page?: string; platform?: string; extras?: Record<string, unknown> };
}

/**
 * An API client whose network edge answers POST /api/ai/chat from `answers`
 * in order (the last one repeats). A held request answers `released` once
 * `release()` is called. `bodies` holds what was sent.
 */
export function stubChatApi(
  answers: Answer[],
  released = 'Released answer.',
): { api: ApiClient; bodies: ChatRequestBody[]; release: () => Promise<void> } {
  const bodies: ChatRequestBody[] = [];
  const held: Array<() => void> = [];
  let call = 0;
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://api.test/api/ai/chat');
    bodies.push(await request.json());
    const answer = answers[Math.min(call, answers.length - 1)];
    call += 1;
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    if (answer === 'hold') {
      await new Promise<void>((resolve) => held.push(resolve));
      return json(reply(released).body);
    }
    return json(answer.body, answer.status ?? 200);
  };
  const api = createApiClient({
    baseUrl: 'http://api.test/api',
    fetch: fetchStub as typeof fetch,
    session: { accessToken: () => null, renewAfterUnauthorized: async () => false },
  });
  const release = async () => {
    await act(async () => held.shift()?.());
  };
  return { api, bodies, release };
}

/** A tablet or desktop: the chat docks beside the page and can be maximized. */
export function wideScreen(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width: 48em'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
