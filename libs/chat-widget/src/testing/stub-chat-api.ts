import { createApiClient, type ApiClient } from '@intambwe/api-client';
import { networkHandlers } from '@intambwe/api-client/testing';
import { freshApiBase, networkServer } from '@intambwe/api-client/testing/node';
import { act } from '@testing-library/react';
import { vi } from 'vitest';

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
 * An API client on the normal `fetch` whose network edge (msw) answers
 * POST /api/ai/chat from `answers` in order (the last one repeats). A held
 * request answers `released` once `release()` is called. `bodies` holds what was sent.
 */
export function stubChatApi(
  answers: Answer[],
  released = 'Released answer.',
): { api: ApiClient; bodies: ChatRequestBody[]; release: () => Promise<void> } {
  const bodies: ChatRequestBody[] = [];
  const held: Array<() => void> = [];
  let call = 0;
  const apiBase = freshApiBase();
  networkServer().use(
    ...networkHandlers(
      {
        'POST /ai/chat': async (_request, body) => {
          bodies.push(body as ChatRequestBody);
          const answer = answers[Math.min(call, answers.length - 1)];
          call += 1;
          if (answer === 'hold') {
            await new Promise<void>((resolve) => held.push(resolve));
            return reply(released);
          }
          return answer ?? 'offline';
        },
      },
      { notFound: true, apiBase },
    ),
  );
  const api = createApiClient({
    baseUrl: apiBase,
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
