import type { ChatReply } from '@intambwe/contract';
import { composeAnswer, type BuiltAnswer, type LiveData } from './answer.js';
import { buildStaticKnowledge, courseEntry, jobEntry, loadPlatformFacts, type KnowledgeSettings, type PlatformFacts } from './knowledge.js';
import { askLanguageModel, type LanguageModelSettings } from './llm-client.js';
import { withSafeLinks } from './links.js';
import { KnowledgeIndex } from './search.js';

export interface AssistantLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface AssistantOptions {
  settings: KnowledgeSettings;
  /** Reads open jobs and public courses (the database). */
  loadLive: () => Promise<LiveData>;
  /** Reads the platform facts; defaults to the shared ones. */
  loadFacts?: () => Promise<PlatformFacts>;
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
}

export interface AssistantReply extends ChatReply {
  intent: BuiltAnswer['intent'];
  /** Who phrased the answer: the language model, or the built-in assistant (also its fallback). */
  answeredBy: 'model' | 'built-in';
}

const RETRY_AFTER_FAILURE_MS = 5_000;

/**
 * The platform's assistant: retrieves what it knows about a question with
 * MiniSearch, composes an answer with sources and suggestions, and, when a
 * language model is configured, has the model phrase it from the same facts,
 * falling back to the built-in answer on any failure or timeout.
 */
export class Assistant {
  private index: Promise<KnowledgeIndex> | null = null;
  private live: LiveData = { jobs: [], courses: [] };
  private liveReadAt = Number.NEGATIVE_INFINITY;
  private liveLoaded = false;
  private refreshing: Promise<void> | null = null;
  private readonly liveTtlMs: number;
  private readonly liveWaitMs: number;

  constructor(private readonly options: AssistantOptions) {
    this.liveTtlMs = options.liveTtlMs ?? 60_000;
    this.liveWaitMs = options.liveWaitMs ?? 3_000;
  }

  /** The knowledge index, built once on first use. */
  private knowledge(): Promise<KnowledgeIndex> {
    this.index ??= (this.options.loadFacts ?? loadPlatformFacts)().then((facts) => {
      const index = new KnowledgeIndex(buildStaticKnowledge(facts, this.options.settings));
      this.options.log.info({ documents: index.size }, 'assistant knowledge indexed');
      return index;
    });
    this.index.catch(() => {
      this.index = null; // try again on the next question
    });
    return this.index;
  }

  /** Re-reads live data when it is stale; a question waits at most `liveWaitMs` for it. */
  private async freshLive(index: KnowledgeIndex): Promise<void> {
    if (Date.now() - this.liveReadAt < this.liveTtlMs) return;
    this.refreshing ??= this.options
      .loadLive()
      .then((live) => {
        const changes = index.setLive([
          ...live.jobs.map((job) => jobEntry(job, this.options.settings)),
          ...live.courses.map((course) => courseEntry(course, this.options.settings)),
        ]);
        this.live = live;
        this.liveLoaded = true;
        this.liveReadAt = Date.now();
        if (changes.added || changes.replaced || changes.removed) this.options.log.info(changes, 'assistant live data refreshed');
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

  /** The built-in answer (no language model). */
  async answer(question: string): Promise<BuiltAnswer> {
    const index = await this.knowledge();
    await this.freshLive(index);
    return composeAnswer(question, (text) => index.query(text), this.live, this.options.settings);
  }

  async reply(question: string, context: AssistantContext = {}): Promise<AssistantReply> {
    const built = await this.answer(question);
    const reply: AssistantReply = {
      message: built.message,
      suggestions: built.suggestions,
      sources: built.sources,
      intent: built.intent,
      answeredBy: 'built-in',
    };
    const model = this.options.languageModel;
    if (!model) return reply;
    try {
      const message = await askLanguageModel(
        model,
        {
          question,
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
