import type { ChatReply } from '@intambwe/contract';
import type { Locale } from '@intambwe/i18n/locales';
import { composeAnswer, type BuiltAnswer, type LiveData } from './answer.js';
import { answerLanguage } from './detect-language.js';
import {
  buildStaticKnowledge,
  courseEntry,
  jobEntry,
  loadPlatformFacts,
  speechIn,
  type KnowledgeSettings,
  type PlatformFacts,
  type Speech,
} from './knowledge/index.js';
import { assistantMessages } from './languages.js';
import { askLanguageModel, type LanguageModelSettings } from './llm-client.js';
import { safeSources, withSafeLinks } from './links.js';
import { KnowledgeIndex } from './search.js';
import { textRules } from './text.js';

export interface AssistantLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface AssistantOptions {
  settings: KnowledgeSettings;
  /** Reads open jobs and public courses (the database). */
  loadLive: () => Promise<LiveData>;
  /** Reads the platform facts in a language; defaults to the shared ones. */
  loadFacts?: (locale: Locale) => Promise<PlatformFacts>;
  /** Where the assistant's catalogs are (`assistant.<locale>.po`); defaults to apps/api/data/locales. */
  catalogDirectory?: string;
  /** An OpenAI-compatible model to phrase answers; null for built-in answers only. */
  languageModel: LanguageModelSettings | null;
  log: AssistantLog;
  /** Live data older than this is read again on the next question (default 60 s). */
  liveTtlMs?: number;
  /** How long a question waits for fresh live data before using what it has (default 3 s). */
  liveWaitMs?: number;
  fetch?: typeof fetch;
}

export interface AssistantContext {
  page?: string;
  platform?: string;
  /** The language of the page the question was asked from (the widget's `context.extras.locale`), when the question's own is unclear. */
  locale?: unknown;
}

export interface AssistantReply extends ChatReply {
  intent: BuiltAnswer['intent'];
  /** The language of the answer. */
  locale: Locale;
  /** Who phrased the answer: the language model, or the built-in assistant (also its fallback). */
  answeredBy: 'model' | 'built-in';
}

const RETRY_AFTER_FAILURE_MS = 5_000;

/**
 * The platform's assistant: answers in the language of the question (French,
 * Kinyarwanda, Swahili or English; the page's language when the question is
 * too short to tell), retrieves what it knows about it with MiniSearch over an
 * index of that language, composes an answer with sources and suggestions,
 * and, when a language model is configured, has the model phrase it from the
 * same facts in the same language, falling back to the built-in answer on any
 * failure or timeout.
 */
export class Assistant {
  /** One index per language, built on its first question. */
  private readonly indexes = new Map<Locale, Promise<KnowledgeIndex>>();
  private live: LiveData = { jobs: [], courses: [] };
  /** How many times live data was read (each index applies the latest reading once). */
  private liveVersion = 0;
  private liveReadAt = Number.NEGATIVE_INFINITY;
  private liveLoaded = false;
  private refreshing: Promise<void> | null = null;
  private readonly liveTtlMs: number;
  private readonly liveWaitMs: number;

  constructor(private readonly options: AssistantOptions) {
    this.liveTtlMs = options.liveTtlMs ?? 60_000;
    this.liveWaitMs = options.liveWaitMs ?? 3_000;
  }

  private speech(locale: Locale): Speech {
    return speechIn(locale, assistantMessages(locale, this.options.catalogDirectory));
  }

  /** The knowledge index of a language, built once on its first question (its platform facts loaded first). */
  private knowledge(locale: Locale): Promise<KnowledgeIndex> {
    let index = this.indexes.get(locale);
    if (!index) {
      index = (this.options.loadFacts ?? loadPlatformFacts)(locale).then((facts) => {
        const built = new KnowledgeIndex(buildStaticKnowledge(facts, this.options.settings, this.speech(locale)), textRules(locale));
        this.options.log.info({ documents: built.size, locale }, 'assistant knowledge indexed');
        return built;
      });
      this.indexes.set(locale, index);
      index.catch(() => {
        this.indexes.delete(locale); // try again on the next question
      });
    }
    return index;
  }

  /** Re-reads live data when it is stale; a question waits at most `liveWaitMs` for it. */
  private async freshLive(): Promise<void> {
    if (Date.now() - this.liveReadAt < this.liveTtlMs) return;
    this.refreshing ??= this.options
      .loadLive()
      .then((live) => {
        this.live = live;
        this.liveVersion += 1;
        this.liveLoaded = true;
        this.liveReadAt = Date.now();
      })
      .catch((error: unknown) => {
        this.liveReadAt = Date.now() - this.liveTtlMs + RETRY_AFTER_FAILURE_MS;
        this.options.log.warn({ err: error }, 'assistant could not read live data: answering with what it has');
      })
      .finally(() => {
        this.refreshing = null;
      });
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.liveWaitMs);
    });
    await Promise.race([this.refreshing, waited]).finally(() => clearTimeout(timer));
  }

  /** Puts the latest live data into a language's index (its words in that language, titles as written). */
  private applyLive(index: KnowledgeIndex, locale: Locale): void {
    if (index.liveVersion === this.liveVersion) return;
    const speech = this.speech(locale);
    const changes = index.setLive([
      ...this.live.jobs.map((job) => jobEntry(job, this.options.settings, speech)),
      ...this.live.courses.map((course) => courseEntry(course, this.options.settings, speech)),
    ]);
    index.liveVersion = this.liveVersion;
    if (changes.added || changes.replaced || changes.removed) this.options.log.info({ ...changes, locale }, 'assistant live data refreshed');
  }

  /** The built-in answer (no language model), in the question's language (else `context.locale`, else English). */
  async answer(question: string, context: Pick<AssistantContext, 'locale'> = {}): Promise<BuiltAnswer> {
    const locale = answerLanguage(question, context.locale);
    const index = await this.knowledge(locale);
    await this.freshLive();
    this.applyLive(index, locale);
    return composeAnswer(question, (text) => index.query(text), this.live, this.options.settings, this.speech(locale));
  }

  async reply(question: string, context: AssistantContext = {}): Promise<AssistantReply> {
    const built = await this.answer(question, context);
    const reply: AssistantReply = {
      message: built.message,
      suggestions: built.suggestions,
      sources: safeSources(built.sources),
      intent: built.intent,
      locale: built.locale,
      answeredBy: 'built-in',
    };
    const model = this.options.languageModel;
    if (!model) return reply;
    try {
      const message = await askLanguageModel(
        model,
        {
          question,
          locale: built.locale,
          brandName: this.options.settings.brand.name,
          supportEmail: this.options.settings.brand.supportEmail,
          page: context.page,
          platform: context.platform,
          draft: built.message,
          facts: built.grounding,
        },
        this.options.fetch,
      );
      return { ...reply, message: withSafeLinks(message), answeredBy: 'model' };
    } catch (error) {
      this.options.log.warn({ err: error }, 'language model failed: using the built-in answer');
      return reply;
    }
  }

  /** Whether live data has been read at least once (health of the assistant, tests). */
  get hasLiveData(): boolean {
    return this.liveLoaded;
  }
}
