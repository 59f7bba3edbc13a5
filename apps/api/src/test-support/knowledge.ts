import { defaultPublicConfig } from '@intambwe/contract';
import type { Locale } from '@intambwe/i18n/locales';
import { knowledgeContext, type KnowledgeContext } from '../assistant/knowledge/context.js';
import { loadPlatformFacts } from '../assistant/knowledge/platform-facts.js';
import { knowledgeSettings, speechIn } from '../assistant/knowledge/settings.js';

/** The context the documents of one language are built from, with the default brand (tests of the knowledge files). */
export async function testContext(locale: Locale = 'en'): Promise<KnowledgeContext> {
  return knowledgeContext(await loadPlatformFacts(locale), knowledgeSettings(defaultPublicConfig), speechIn(locale));
}
