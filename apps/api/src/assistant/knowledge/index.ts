import { accountDocuments } from './account.js';
import { aboutDocuments, howItWorksDocuments } from './about.js';
import { contactDocuments } from './contacts.js';
import { knowledgeContext } from './context.js';
import type { StaticEntry } from './entries.js';
import { listingDocuments } from './listings.js';
import type { PlatformFacts } from './platform-facts.js';
import { platformDocuments } from './platforms.js';
import { programDocuments } from './programs.js';
import { speechIn, type KnowledgeSettings, type Speech } from './settings.js';
import { topicDocuments } from './topics.js';

/**
 * The assistant's knowledge, one file per concern. Static documents are built
 * once per language from the platform facts in that language, the brand and the
 * account rules; live documents (open jobs, public courses) from the database,
 * their titles as written.
 */
export type { CourseEntry, JobEntry, KnowledgeEntry, KnowledgeKind, Source, StaticEntry } from './entries.js';
export { loadPlatformFacts, type PlatformFacts } from './platform-facts.js';
export {
  coursesPageOf,
  enrolPageOf,
  jobsPageOf,
  knowledgeSettings,
  linksOf,
  speechIn,
  type KnowledgeSettings,
  type Speech,
} from './settings.js';
export { courseEntry, durationText, employerOf, jobEntry, jobTypeText, levelText, listingWords, priceText } from './listings.js';

/** Every static document in one language: platform facts, brand facts, account help and the two live-data topics. */
export function buildStaticKnowledge(
  facts: PlatformFacts,
  settings: KnowledgeSettings,
  speech: Speech = speechIn('en'),
): StaticEntry[] {
  const context = knowledgeContext(facts, settings, speech);
  return [
    ...aboutDocuments(context),
    ...howItWorksDocuments(context),
    ...platformDocuments(context),
    ...programDocuments(context),
    ...contactDocuments(context),
    ...topicDocuments(context),
    ...accountDocuments(context),
    ...listingDocuments(context),
  ];
}
