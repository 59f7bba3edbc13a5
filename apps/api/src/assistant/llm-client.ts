import type { Locale } from '@intambwe/i18n/locales';
import * as v from 'valibot';

/** The languages' names as a model reads them in its instructions. */
const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  fr: 'French',
  rw: 'Kinyarwanda',
  sw: 'Swahili (Kiswahili sanifu)',
};

/**
 * The instructions sent to a language model, with the retrieved facts as
 * grounding. In English whatever the question's language (models follow
 * English instructions best); the answer's language is named in them.
 */
export const modelInstructions = {
  system: (brand: string, supportEmail: string, locale: Locale) =>
    [
      `You are the assistant of ${brand}, a career coaching and job-readiness platform for Africa with headquarters in Kigali, Rwanda.`,
      'Answer only from the FACTS below. If they do not answer the question, say so briefly and suggest contacting',
      `${supportEmail}. Never invent jobs, courses, prices, dates or contacts.`,
      `Reply in ${LANGUAGE_NAMES[locale]} (the person’s language), in under 120 words of plain text.`,
      'You may use short lines starting with "- " and links written as [label](url), using only URLs from the FACTS.',
    ].join(' '),
  context: (page: string | undefined, platform: string | undefined) =>
    `The user is on ${page ? `the ${page} page` : 'a page'} of ${platform ?? 'the homepage'}.`,
  facts: 'FACTS',
  draft: 'A DRAFT ANSWER built from the facts (improve it, keep its links):',
};

/** An OpenAI-compatible chat completions endpoint (AI_BASE_URL, AI_API_KEY, AI_MODEL). */
export interface LanguageModelSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export interface GroundedQuestion {
  question: string;
  /** The language to answer in (the question's). */
  locale: Locale;
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
    {
      role: 'system' as const,
      content: `${modelInstructions.system(input.brandName, input.supportEmail, input.locale)}\n${modelInstructions.context(input.page, input.platform)}`,
    },
    { role: 'system' as const, content: `${modelInstructions.facts}:\n${facts}\n\n${modelInstructions.draft}\n${input.draft}` },
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
