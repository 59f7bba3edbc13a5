import * as v from 'valibot';
import { assistantMessages as m } from './messages.js';

/** An OpenAI-compatible chat completions endpoint (AI_BASE_URL, AI_API_KEY, AI_MODEL). */
export interface LanguageModelSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export interface GroundedQuestion {
  question: string;
  brandName: string;
  supportEmail: string;
  page?: string;
  platform?: string;
  /** The built-in answer, improved by the model rather than replaced by guesses. */
  draft: string;
  /** The retrieved knowledge the model must answer from. */
  facts: string[];
}

const CompletionSchema = v.object({
  choices: v.pipe(
    v.array(v.object({ message: v.object({ content: v.pipe(v.string(), v.trim(), v.nonEmpty()) }) })),
    v.minLength(1),
  ),
});

/** Longest answer accepted from a model (a runaway answer is a failure, not a reply). */
const MAX_ANSWER_CHARS = 4000;

export class LanguageModelError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'LanguageModelError';
  }
}

/** The settings when all three variables are set, otherwise null (built-in answers only). */
export function languageModelSettings(ai: { baseUrl?: string; apiKey?: string; model?: string; timeoutMs: number }): LanguageModelSettings | null {
  if (!ai.baseUrl || !ai.apiKey || !ai.model) return null;
  return { baseUrl: ai.baseUrl.replace(/\/+$/, ''), apiKey: ai.apiKey, model: ai.model, timeoutMs: ai.timeoutMs };
}

export function groundedMessages(input: GroundedQuestion) {
  const facts = input.facts.map((fact, i) => `[${i + 1}] ${fact}`).join('\n\n');
  return [
    { role: 'system' as const, content: `${m.llm.system(input.brandName, input.supportEmail)}\n${m.llm.context(input.page, input.platform)}` },
    { role: 'system' as const, content: `${m.llm.facts}:\n${facts}\n\n${m.llm.draft}\n${input.draft}` },
    { role: 'user' as const, content: input.question },
  ];
}

/**
 * Asks the model, grounded on the retrieved facts. Throws LanguageModelError on
 * any failure (network, status, timeout, malformed or empty answer) so the caller
 * can fall back to the built-in answer.
 */
export async function askLanguageModel(settings: LanguageModelSettings, input: GroundedQuestion, fetchImpl: typeof fetch = fetch): Promise<string> {
  let response: Response;
  const signal = AbortSignal.timeout(settings.timeoutMs);
  try {
    response = await fetchImpl(`${settings.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${settings.apiKey}` },
      body: JSON.stringify({ model: settings.model, messages: groundedMessages(input), temperature: 0.2, max_tokens: 400, stream: false }),
      signal,
    });
  } catch (error) {
    throw new LanguageModelError(signal.aborted ? `no answer within ${settings.timeoutMs} ms` : 'the model could not be reached', { cause: error });
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new LanguageModelError(`the model answered ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new LanguageModelError(signal.aborted ? `no answer within ${settings.timeoutMs} ms` : 'the model sent invalid JSON', { cause: error });
  }
  const parsed = v.safeParse(CompletionSchema, body);
  if (!parsed.success) throw new LanguageModelError('the model sent no answer');
  const answer = parsed.output.choices[0].message.content;
  if (answer.length > MAX_ANSWER_CHARS) throw new LanguageModelError('the model answer is too long');
  return answer;
}
