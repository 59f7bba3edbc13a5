import MiniSearch, { type SearchResult } from 'minisearch';
import type { KnowledgeEntry, KnowledgeKind } from './knowledge/index.js';
import { textRules, type TextRules } from './text.js';

export interface Hit {
  entry: KnowledgeEntry;
  score: number;
  /** The question's terms (processed) this entry matched. */
  queryTerms: string[];
  /** Those matched in its title or keywords, not just somewhere in its text. */
  strongTerms: string[];
}

/**
 * Some kinds are many small documents (132 programs, every job and course): they
 * should win only when they match better than a summary would.
 */
const KIND_BOOST: Partial<Record<KnowledgeKind, number>> = {
  // The summary of who we are is the answer when a question names only the brand.
  about: 1.3,
  program: 0.7,
  field: 1.1,
  // The summaries of the two listings answer their bare topic word ("jobs", "courses").
  jobs: 1.5,
  courses: 1.5,
  'small-talk': 0.8,
};

/**
 * Fuzzy matching tolerates one typo from 4 letters ("pasword", "kigalli") and two from 9 ("managment").
 * Other languages start at 5: their index holds English words too (job and course titles as written),
 * and a short word one letter away from an English one is another word ("cours" is not "your").
 */
function fuzzinessFor(locale: string): (term: string) => number | false {
  const from = locale === 'en' ? 4 : 5;
  return (term) => (term.length < from ? false : term.length < 9 ? 1 : 2);
}

/**
 * One MiniSearch index over all the assistant knows in one language, read with
 * that language's rules (text.ts). Static documents are added once; live
 * documents (jobs, courses) are replaced in place when the data changes, so
 * both kinds are ranked on the same scale.
 */
export class KnowledgeIndex {
  private readonly search: MiniSearch<KnowledgeEntry>;
  private readonly entries = new Map<string, KnowledgeEntry>();
  /** Serialized live entries, to replace only those that changed. */
  private readonly liveVersions = new Map<string, string>();
  /** Which reading of the live data this index holds (the assistant's count; -1 before the first). */
  liveVersion = -1;

  constructor(
    staticEntries: readonly KnowledgeEntry[],
    readonly rules: TextRules = textRules('en'),
  ) {
    this.search = new MiniSearch<KnowledgeEntry>({
      idField: 'id',
      fields: ['title', 'keywords', 'text'],
      storeFields: [],
      tokenize: rules.tokenize,
      processTerm: rules.processTerm,
      searchOptions: {
        boost: { title: 3, keywords: 2, text: 1 },
        // Stems already join word forms; prefixes help longer words only ("certif" -> "certificate", not "free" -> "freelance").
        prefix: (term) => term.length >= 5,
        fuzzy: fuzzinessFor(rules.locale),
        weights: { fuzzy: 0.4, prefix: 0.5 },
        combineWith: 'OR',
      },
    });
    this.search.addAll(staticEntries);
    for (const entry of staticEntries) this.entries.set(entry.id, entry);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Makes the live documents exactly `live`: adds new ones, replaces changed ones, drops gone ones. */
  setLive(live: readonly KnowledgeEntry[]): { added: number; replaced: number; removed: number } {
    const next = new Map(live.map((entry) => [entry.id, entry]));
    let added = 0;
    let replaced = 0;
    let removed = 0;
    for (const id of [...this.liveVersions.keys()]) {
      if (!next.has(id)) {
        this.search.discard(id);
        this.entries.delete(id);
        this.liveVersions.delete(id);
        removed += 1;
      }
    }
    for (const [id, entry] of next) {
      const version = JSON.stringify([entry.title, entry.keywords, entry.text, entry.sources]);
      const known = this.liveVersions.get(id);
      if (known === version) {
        this.entries.set(id, entry);
        continue;
      }
      if (known === undefined) {
        this.search.add(entry);
        added += 1;
      } else {
        this.search.replace(entry);
        replaced += 1;
      }
      this.entries.set(id, entry);
      this.liveVersions.set(id, version);
    }
    return { added, replaced, removed };
  }

  /** Ranked entries for a question (fuzzy, prefix, any word). */
  query(question: string): Hit[] {
    const boostDocument = (id: unknown) => {
      const entry = this.entries.get(id as string);
      return entry ? (KIND_BOOST[entry.kind] ?? 1) * (entry.weight ?? 1) : 0;
    };
    const results: SearchResult[] = this.search.search(question, { boostDocument });
    const strong = new Map<string, string[]>(
      this.search.search(question, { boostDocument, fields: ['title', 'keywords'] }).map((result) => [result.id as string, result.queryTerms]),
    );
    const hits: Hit[] = [];
    for (const result of results) {
      const entry = this.entries.get(result.id as string);
      if (entry) hits.push({ entry, score: result.score, queryTerms: result.queryTerms, strongTerms: strong.get(entry.id) ?? [] });
    }
    return hits;
  }
}
