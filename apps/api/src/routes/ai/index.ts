import { ChatRequestSchema } from '@intambwe/contract';
import type { FastifyInstance } from 'fastify';
import { Assistant } from '../../assistant/assistant.js';
import { knowledgeSettings } from '../../assistant/knowledge/index.js';
import { loadAssistantCatalogs } from '../../assistant/languages.js';
import { languageModelSettings } from '../../assistant/llm-client.js';
import { ok } from '../../http/envelope.js';
import { parseInput } from '../../http/errors.js';
import { findPublicCourses } from '../courses.js';
import { findOpenJobs } from '../jobs.js';

/** How many open jobs and public courses the assistant reads into its index. */
const LIVE_LIMIT = 200;

/** Questions per address per minute (times RATE_LIMIT_FACTOR). */
export const CHAT_RATE_LIMIT = 20;

/** The assistant of this server: platform facts, brand, and the database's jobs and courses. */
export function createAssistant(app: FastifyInstance): Assistant {
  const { config } = app.ctx;
  // The assistant's words in every language, read and compiled now: a broken translation stops the start, not a question.
  loadAssistantCatalogs();
  return new Assistant({
    settings: knowledgeSettings(config.publicConfig),
    languageModel: languageModelSettings(config.ai),
    log: app.log,
    loadLive: async () => {
      const [jobs, { courses }] = await Promise.all([
        findOpenJobs(app, { limit: LIVE_LIMIT }),
        findPublicCourses(app, { limit: LIVE_LIMIT, page: 1, sortBy: 'enrollmentCount', sortOrder: 'desc' }),
      ]);
      return { jobs, courses };
    },
  });
}

/**
 * POST /api/ai/chat (CONTRACT Assistant): `{ message, context }` in, `{ message, suggestions, sources }` out,
 * in the language of the question (else `context.extras.locale`, else English).
 */
export async function aiRoutes(app: FastifyInstance) {
  const assistant = createAssistant(app);

  app.post(
    '/chat',
    { config: { rateLimit: { max: Math.max(1, Math.round(CHAT_RATE_LIMIT * app.ctx.config.rateLimitFactor)), timeWindow: '1 minute' } } },
    async (request) => {
      const { message, context } = parseInput(ChatRequestSchema, request.body);
      // The page's language (the widget sends it as extras.locale) answers questions too short to tell their own.
      const reply = await assistant.reply(message, { page: context.page, platform: context.platform, locale: context.extras?.['locale'] });
      request.log.info({ intent: reply.intent, locale: reply.locale, answeredBy: reply.answeredBy }, 'assistant answered');
      return ok({ message: reply.message, suggestions: reply.suggestions, sources: reply.sources });
    },
  );
}
