import type { ChatReply, Course, Job } from '@intambwe/contract';
import type { Locale } from '@intambwe/i18n/locales';
import {
  coursesPageOf,
  durationText,
  employerOf,
  enrolPageOf,
  jobsPageOf,
  jobTypeText,
  levelText,
  linksOf,
  priceText,
  speechIn,
  type CourseEntry,
  type JobEntry,
  type KnowledgeEntry,
  type KnowledgeSettings,
  type Source,
  type Speech,
  type StaticEntry,
} from './knowledge/index.js';
import { hrefIn, linksIn } from './links.js';
import type { Hit } from './search.js';
import { normalize, textRules, type TextRules } from './text.js';

/** The built-in answer, plus what it was built from (sent to a language model as grounding). */
export interface BuiltAnswer extends ChatReply {
  grounding: string[];
  /** What kind of answer it is (logs and tests). */
  intent: 'jobs' | 'courses' | 'facts' | 'clarify';
  /** The language it is in. */
  locale: Locale;
}

/** Open jobs and public courses as last read from the database. */
export interface LiveData {
  jobs: readonly Job[];
  courses: readonly Course[];
}

const MAX_LISTED = 5;
const MAX_SUGGESTIONS = 4;
const MAX_SOURCES = 5;
/** A hit within this share of the best one is still relevant. */
const RELATIVE_CUTOFF = 0.5;
/** A fact ranked within this share of the best one may answer instead if it covers more of the question. */
const FACT_CUTOFF = 0.3;

/** Everything an answer is built from: the question, the search over the index of its language, and that language's words. */
interface Asked {
  question: string;
  search: Search;
  live: LiveData;
  settings: KnowledgeSettings;
  speech: Speech;
  rules: TextRules;
}

const suggestionKey = (text: string) =>
  normalize(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

function uniqueSources(sources: Source[]): Source[] {
  const seen = new Set<string>();
  return sources.filter((source) => !seen.has(source.href) && seen.add(source.href)).slice(0, MAX_SOURCES);
}

/** 2-4 suggestions, never the question just asked. */
function pickSuggestions({ question, speech: { m } }: Asked, ...lists: string[][]): string[] {
  const s = m.suggest;
  const asked = suggestionKey(question);
  const picked: string[] = [];
  for (const suggestion of [...lists.flat(), s.programs, s.findJobs, s.courses, s.platformHelp]) {
    const key = suggestionKey(suggestion);
    if (key !== asked && !picked.some((p) => suggestionKey(p) === key)) picked.push(suggestion);
    if (picked.length === MAX_SUGGESTIONS) break;
  }
  return picked;
}

const quoted = ({ m }: Speech, words: string[]) => words.map((word) => m.live.quoted({ word })).join(' ');

function jobLine(job: Job, { m }: Speech): string {
  return `- **${job.title}**, ${employerOf(job, m)}, ${job.location} (${jobTypeText(job.jobType, m)})`;
}

function courseLine(course: Course, settings: KnowledgeSettings, speech: Speech): string {
  const { m } = speech;
  const rating = course.rating === null || course.rating === undefined ? '' : `, ${m.live.rating({ rating: course.rating })}`;
  const facts = `${levelText(course.level, m)}, ${durationText(course.duration, m)}, ${priceText(course.price, speech)}${rating}`;
  return `- ${m.format.labelled({ label: `[${course.title}](${enrolPageOf(settings, course, m).href})`, text: facts })}`;
}

const isJob = (hit: Hit): hit is Hit & { entry: JobEntry } => hit.entry.kind === 'job';
const isCourse = (hit: Hit): hit is Hit & { entry: CourseEntry } => hit.entry.kind === 'course';
const isStatic = (hit: Hit): hit is Hit & { entry: StaticEntry } => hit.entry.kind !== 'job' && hit.entry.kind !== 'course';

/**
 * The topic's own words ("jobs", "work"): those of its title and keywords that no live item matched.
 * "remote" in "remote jobs" matches the topic and a job, so it filters the list. A word only in the
 * topic's summary ("platform") is not its own: "How does the platform work?" does not ask for courses.
 */
function genericTerms(topicHit: Hit | undefined, liveHits: Hit[]): Set<string> {
  return new Set((topicHit?.strongTerms ?? []).filter((term) => !liveHits.some((hit) => hit.strongTerms.includes(term))));
}

/** Live hits that matched something more specific than the topic words ("kigali" in "jobs in kigali"). */
function specificHits<H extends Hit>(hits: H[], generic: Set<string>): H[] {
  const words = (hit: Hit) => hit.strongTerms.filter((term) => !generic.has(term));
  const specific = hits.filter((hit) => words(hit).length > 0);
  if (specific.length === 0) return [];
  // Every item matching all the words the best one matched ("intermediate": every intermediate course),
  // and others that rank close to it.
  const bestWords = words(specific[0]);
  const best = specific[0].score;
  return specific.filter((hit) => bestWords.every((term) => hit.strongTerms.includes(term)) || hit.score >= best * RELATIVE_CUTOFF);
}

/** The words of the question no entry of the given kinds matched, as the person typed them. */
function unmatchedWords({ question, rules }: Asked, hits: Hit[]): string[] {
  const matched = new Set(hits.flatMap((hit) => hit.queryTerms));
  return rules
    .questionTerms(question)
    .filter(({ term }) => !matched.has(term) && ![...matched].some((m) => m.startsWith(term) || term.startsWith(m)))
    .map(({ typed }) => typed);
}

/** The words of the question a listing matched, as the person typed them. */
function matchedWords({ question, rules }: Asked, words: string[]): string[] {
  const typed = rules.questionTerms(question).filter(({ term }) => words.some((w) => w === term || w.startsWith(term)));
  return typed.length ? typed.map((t) => t.typed) : words;
}

function answerJobs(asked: Asked, hits: Hit[]): BuiltAnswer {
  const { live, settings, speech } = asked;
  const { m } = speech;
  const s = m.suggest;
  const portal = settings.brand.platforms.jobPortal.name;
  const jobsPage = jobsPageOf(settings, m);
  const topic = hits.find((hit) => hit.entry.kind === 'jobs');
  const jobHits = hits.filter(isJob);
  const generic = genericTerms(topic, jobHits);
  const specific = specificHits(jobHits, generic);
  const topicSuggestions = topic?.entry.suggestions ?? [s.jobsInKigali, s.remoteJobs, s.internships, s.jobSearchTips];
  if (live.jobs.length === 0) {
    return {
      intent: 'jobs',
      locale: speech.locale,
      message: m.jobs.noneAtAll({ portal: `[${portal}](${jobsPage.href})` }),
      suggestions: pickSuggestions(asked, [s.jobSearchTips, s.courses, s.contact]),
      sources: [jobsPage],
      grounding: [m.jobs.noneAtAll({ portal })],
    };
  }
  let intro: string;
  let listed: Job[];
  if (specific.length > 0) {
    const words = [...new Set(specific.flatMap((hit) => hit.strongTerms).filter((term) => !generic.has(term)))];
    intro = m.jobs.matching({ what: quoted(speech, matchedWords(asked, words)) });
    listed = specific.map((hit) => hit.entry.job);
  } else {
    const missing = unmatchedWords(asked, [...(topic ? [topic] : []), ...jobHits]);
    intro = missing.length ? m.jobs.noneMatching({ what: quoted(speech, missing) }) : m.jobs.latest;
    listed = [...live.jobs];
  }
  const shown = listed.slice(0, MAX_LISTED);
  const lines = [intro, ...shown.map((job) => jobLine(job, speech))];
  if (listed.length > shown.length) lines.push(m.jobs.more({ count: listed.length - shown.length }));
  lines.push(m.jobs.updatedHourly({ portal: `[${portal}](${jobsPage.href})` }));
  return {
    intent: 'jobs',
    locale: speech.locale,
    message: lines.join('\n'),
    suggestions: pickSuggestions(asked, [s.jobSearchTips], topicSuggestions),
    sources: uniqueSources([jobsPage]),
    grounding: [
      ...shown.map((job) => `${jobLine(job, speech).slice(2).replace(/\*\*/g, '')}. ${m.live.applyOn({ href: jobsPage.href })}`),
      m.jobs.updatedHourly({ portal }),
    ],
  };
}

function answerCourses(asked: Asked, hits: Hit[]): BuiltAnswer {
  const { live, settings, speech } = asked;
  const { m } = speech;
  const s = m.suggest;
  const links = linksOf(m);
  const elearning = settings.brand.platforms.elearning.name;
  const coursesPage = coursesPageOf(settings, m);
  const topic = hits.find((hit) => hit.entry.kind === 'courses');
  const courseHits = hits.filter(isCourse);
  const generic = genericTerms(topic, courseHits);
  const specific = specificHits(courseHits, generic);
  const topicSuggestions = topic?.entry.suggestions ?? [s.beginnerCourses, s.freeCourses, s.certificates];
  if (live.courses.length === 0) {
    return {
      intent: 'courses',
      locale: speech.locale,
      message: m.courses.noneAtAll({ elearning: `[${elearning}](${coursesPage.href})` }),
      suggestions: pickSuggestions(asked, [s.programs, s.findJobs, s.contact]),
      sources: [coursesPage, links.services],
      grounding: [m.courses.noneAtAll({ elearning })],
    };
  }
  let intro: string;
  let listed: Course[];
  if (specific.length > 0) {
    const words = [...new Set(specific.flatMap((hit) => hit.strongTerms).filter((term) => !generic.has(term)))];
    intro = m.courses.matching({ what: quoted(speech, matchedWords(asked, words)) });
    listed = specific.map((hit) => hit.entry.course);
  } else {
    const missing = unmatchedWords(asked, [...(topic ? [topic] : []), ...courseHits]);
    intro = missing.length ? m.courses.noneMatching({ what: quoted(speech, missing) }) : m.courses.popular;
    listed = [...live.courses].sort((a, b) => b.enrollmentCount - a.enrollmentCount);
  }
  const shown = listed.slice(0, MAX_LISTED);
  const lines = [intro, ...shown.map((course) => courseLine(course, settings, speech))];
  if (listed.length > shown.length) lines.push(m.courses.more({ count: listed.length - shown.length }));
  // The program field that fits the question best (facts shown in the services section).
  const listedWords = new Set(specific.flatMap((hit) => hit.strongTerms));
  const field = hits.find((hit) => (hit.entry.kind === 'field' || hit.entry.kind === 'program') && hit.strongTerms.some((t) => listedWords.has(t)));
  const fieldTitle = field ? (field.entry.kind === 'field' ? field.entry.title : (field.entry as StaticEntry).fieldTitle) : undefined;
  if (fieldTitle) lines.push(m.courses.related({ field: fieldTitle }));
  return {
    intent: 'courses',
    locale: speech.locale,
    message: lines.join('\n'),
    suggestions: pickSuggestions(asked, topicSuggestions, [s.certificates, s.pricing]),
    sources: uniqueSources([
      ...shown.slice(0, 3).map((course) => enrolPageOf(settings, course, m)),
      coursesPage,
      ...(fieldTitle ? [links.services] : []),
    ]),
    grounding: [
      ...shown.map(
        (course) => `${m.format.labelled({ label: course.title, text: course.description })} ${m.live.enrolAt({ href: enrolPageOf(settings, course, m).href })}`,
      ),
      ...(field ? [field.entry.text] : []),
    ],
  };
}

/** Price facts: live course prices plus what stays true (signing up, coaching quotes). */
function pricingText(entry: StaticEntry, { live, speech }: Asked): string {
  const { m } = speech;
  const byPrice = [...live.courses].sort((a, b) => a.price - b.price);
  const cheapest = byPrice[0];
  const dearest = byPrice.at(-1);
  const range =
    cheapest && dearest && cheapest !== dearest
      ? m.pricing.range({ min: priceText(cheapest.price, speech), minTitle: cheapest.title, max: priceText(dearest.price, speech), maxTitle: dearest.title })
      : m.pricing.noCourses;
  return `${range}\n${entry.text}`;
}

function entryText(entry: StaticEntry, asked: Asked): string {
  return entry.kind === 'pricing' ? pricingText(entry, asked) : entry.text;
}

/**
 * The fact that answers most of the question: among the well-ranked static
 * documents, the one whose title or keywords cover most of its words, then
 * the one covering most words anywhere, then the best ranked.
 */
function bestFact(hits: Hit[]): (Hit & { entry: StaticEntry }) | undefined {
  const staticHits = hits.filter((hit): hit is Hit & { entry: StaticEntry } => isStatic(hit) && !topicOf(hit.entry.kind));
  const best = staticHits[0]?.score ?? 0;
  return staticHits
    .filter((hit) => hit.score >= best * FACT_CUTOFF)
    .sort((a, b) => b.strongTerms.length - a.strongTerms.length || b.queryTerms.length - a.queryTerms.length || b.score - a.score)[0];
}

function answerFacts(asked: Asked, primary: Hit & { entry: StaticEntry }, hits: Hit[]): BuiltAnswer {
  const { settings, speech } = asked;
  const staticHits = hits.filter(isStatic);
  const secondary = secondaryFor(asked, primary);
  const parts = [entryText(primary.entry, asked)];
  if (secondary) parts.push(entryText(secondary.entry, asked));
  // Courses that fit a program field the answer describes ("leadership coaching").
  const related =
    primary.entry.kind === 'field' || primary.entry.kind === 'program'
      ? hits.filter((hit): hit is Hit & { entry: CourseEntry } => isCourse(hit) && hit.score >= primary.score * RELATIVE_CUTOFF).slice(0, 2)
      : [];
  const relatedSources: Source[] = [];
  if (related.length) {
    parts.push(
      [
        speech.m.related,
        ...related.map((hit) => {
          relatedSources.push(enrolPageOf(settings, hit.entry.course, speech.m));
          return courseLine(hit.entry.course, settings, speech);
        }),
      ].join('\n'),
    );
  }
  const others = staticHits.filter((hit) => hit !== primary && hit !== secondary).slice(0, 3);
  return {
    intent: 'facts',
    locale: speech.locale,
    message: parts.join('\n\n'),
    suggestions: pickSuggestions(asked, primary.entry.suggestions, secondary?.entry.suggestions ?? []),
    sources: uniqueSources([...primary.entry.sources, ...(secondary?.entry.sources ?? []), ...relatedSources]),
    grounding: [...parts, ...others.map((hit) => entryText(hit.entry, asked))],
  };
}

/**
 * A second document when the question also asks something the first does not
 * cover ("contact and opening hours"): the best answer to the rest of the question.
 */
function secondaryFor({ question, search, rules }: Asked, primary: Hit & { entry: StaticEntry }): (Hit & { entry: StaticEntry }) | undefined {
  const covered = new Set(primary.queryTerms);
  const rest = rules.questionTerms(question).filter(({ term }) => !covered.has(term));
  if (rest.length === 0) return undefined;
  const restTerms = new Set(rest.map(({ term }) => term));
  return search(rest.map(({ typed }) => typed).join(' '))
    .filter(isStatic)
    .find(
      (hit) =>
        hit.entry.id !== primary.entry.id &&
        hit.entry.kind !== 'program' &&
        hit.entry.kind !== 'small-talk' &&
        hit.queryTerms.some((term) => restTerms.has(term) && !covered.has(term)),
    );
}

function clarify(asked: Asked): BuiltAnswer {
  const { settings, speech } = asked;
  const { m } = speech;
  const s = m.suggest;
  return {
    intent: 'clarify',
    locale: speech.locale,
    message: m.clarify.text({ brand: settings.brand.name }),
    suggestions: pickSuggestions(asked, [s.programs, s.findJobs, s.createAccount, s.contact]),
    sources: [linksOf(m).about],
    grounding: [m.help.text({ brand: settings.brand.name })],
  };
}

/**
 * Builds the answer from ranked knowledge. The best hit decides what is asked:
 * jobs (the jobs topic or a job), courses (the courses topic or a course), or a
 * fact; nothing relevant gets a clarifying answer, never an empty one.
 */
export type Search = (question: string) => Hit[];

const topicOf = (kind: KnowledgeEntry['kind']) => (kind === 'job' || kind === 'jobs' ? 'jobs' : kind === 'course' || kind === 'courses' ? 'courses' : null);

/** The answer's same-site links and sources in its language (`/register` -> `/fr/register`). */
function placed(answer: BuiltAnswer): BuiltAnswer {
  if (answer.locale === 'en') return answer;
  return {
    ...answer,
    message: linksIn(answer.message, answer.locale),
    sources: answer.sources.map((source) => ({ ...source, href: hrefIn(source.href, answer.locale) })),
    grounding: answer.grounding.map((text) => linksIn(text, answer.locale)),
  };
}

export function composeAnswer(
  question: string,
  search: Search,
  live: LiveData,
  settings: KnowledgeSettings,
  speech: Speech = speechIn('en'),
): BuiltAnswer {
  const asked: Asked = { question, search, live, settings, speech, rules: textRules(speech.locale) };
  return placed(route(asked));
}

function route(asked: Asked): BuiltAnswer {
  const hits = asked.search(asked.question);
  const [top] = hits;
  if (!top) return clarify(asked);
  // Which is asked: a fact, or a listing? A listing's evidence is its topic words ("jobs",
  // "courses") plus the best job or course matching the other words ("kigali", "python").
  const listing = (kind: 'jobs' | 'courses') => {
    const topicHit = hits.find((hit) => hit.entry.kind === kind);
    const items = hits.filter((hit) => topicOf(hit.entry.kind) === kind && hit !== topicHit);
    const generic = genericTerms(topicHit, items);
    const item = items.find((hit) => hit.strongTerms.some((term) => !generic.has(term)));
    const score = !topicHit && topicOf(top.entry.kind) !== kind ? 0 : (topicHit?.score ?? 0) + (item?.score ?? 0);
    return {
      kind,
      score,
      // How many of the question's words it answers: the topic's own and the item's.
      coverage: new Set([...generic, ...(item?.strongTerms ?? [])]).size,
      generic: generic.size > 0,
      // Named: the question uses the topic's own words ("jobs", "courses") and an item's ("accounting").
      named: generic.size > 0 && item !== undefined,
    };
  };
  const jobs = listing('jobs');
  const courses = listing('courses');
  const fact = bestFact(hits);
  const candidates = [
    { kind: null, score: fact?.score ?? 0, coverage: fact?.strongTerms.length ?? 0, named: false },
    // "web developer jobs": a course may match better, but the question names jobs, not courses.
    ...(courses.generic && !jobs.generic ? [] : [jobs]),
    ...(jobs.generic && !courses.generic ? [] : [courses]),
  ].filter((candidate) => candidate.score > 0);
  // The candidate answering most of the question's words wins; then a listing the question names; then the better ranked.
  candidates.sort((a, b) => b.coverage - a.coverage || Number(b.named) - Number(a.named) || b.score - a.score);
  const topic = candidates[0]?.kind ?? null;
  if (topic === 'jobs') return answerJobs(asked, hits);
  if (topic === 'courses') return answerCourses(asked, hits);
  return fact ? answerFacts(asked, fact, hits) : clarify(asked);
}
