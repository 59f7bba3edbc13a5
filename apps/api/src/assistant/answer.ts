import type { ChatReply, Course, Job } from '@intambwe/contract';
import {
  coursesPageOf,
  durationText,
  employerOf,
  enrolPageOf,
  jobsPageOf,
  jobTypeText,
  links,
  priceText,
  type CourseEntry,
  type JobEntry,
  type KnowledgeEntry,
  type KnowledgeSettings,
  type Source,
  type StaticEntry,
} from './knowledge.js';
import { assistantMessages as m } from './messages.js';
import type { Hit } from './search.js';
import { normalize, questionTerms } from './text.js';

/** The built-in answer, plus what it was built from (sent to a language model as grounding). */
export interface BuiltAnswer extends ChatReply {
  grounding: string[];
  /** What kind of answer it is (logs and tests). */
  intent: 'jobs' | 'courses' | 'facts' | 'clarify';
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

const s = m.suggest;
const FALLBACK_SUGGESTIONS = [s.programs, s.findJobs, s.courses, s.platformHelp];

function uniqueSources(sources: Source[]): Source[] {
  const seen = new Set<string>();
  return sources.filter((source) => !seen.has(source.href) && seen.add(source.href)).slice(0, MAX_SOURCES);
}

/** 2-4 suggestions, never the question just asked. */
function pickSuggestions(question: string, ...lists: string[][]): string[] {
  const asked = normalize(question).replace(/[^a-z0-9]+/g, ' ').trim();
  const picked: string[] = [];
  for (const suggestion of [...lists.flat(), ...FALLBACK_SUGGESTIONS]) {
    const key = normalize(suggestion).replace(/[^a-z0-9]+/g, ' ').trim();
    if (key !== asked && !picked.some((p) => normalize(p).replace(/[^a-z0-9]+/g, ' ').trim() === key)) picked.push(suggestion);
    if (picked.length === MAX_SUGGESTIONS) break;
  }
  return picked;
}

const quoted = (words: string[]) => words.map((word) => `“${word}”`).join(' ');

function jobLine(job: Job): string {
  return `- **${job.title}**, ${employerOf(job)}, ${job.location} (${jobTypeText(job.jobType)})`;
}

function courseLine(course: Course, settings: KnowledgeSettings): string {
  const rating = course.rating === null || course.rating === undefined ? '' : `, rated ${course.rating}/5`;
  return `- [${course.title}](${enrolPageOf(settings, course).href}): ${course.level}, ${durationText(course.duration)}, ${priceText(course.price)}${rating}`;
}

const isJob = (hit: Hit): hit is Hit & { entry: JobEntry } => hit.entry.kind === 'job';
const isCourse = (hit: Hit): hit is Hit & { entry: CourseEntry } => hit.entry.kind === 'course';
const isStatic = (hit: Hit): hit is Hit & { entry: StaticEntry } => hit.entry.kind !== 'job' && hit.entry.kind !== 'course';

/**
 * The topic's own words ("jobs", "work"): those it matched that no live item matched.
 * "remote" in "remote jobs" matches the topic and a job, so it filters the list.
 */
function genericTerms(topicHit: Hit | undefined, liveHits: Hit[]): Set<string> {
  return new Set((topicHit?.queryTerms ?? []).filter((term) => !liveHits.some((hit) => hit.strongTerms.includes(term))));
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
function unmatchedWords(question: string, hits: Hit[]): string[] {
  const matched = new Set(hits.flatMap((hit) => hit.queryTerms));
  return questionTerms(question)
    .filter(({ term }) => !matched.has(term) && ![...matched].some((m) => m.startsWith(term) || term.startsWith(m)))
    .map(({ typed }) => typed);
}

function answerJobs(question: string, hits: Hit[], live: LiveData, settings: KnowledgeSettings): BuiltAnswer {
  const portal = settings.brand.platforms.jobPortal.name;
  const jobsPage = jobsPageOf(settings);
  const topic = hits.find((hit) => hit.entry.kind === 'jobs');
  const jobHits = hits.filter(isJob);
  const generic = genericTerms(topic, jobHits);
  const specific = specificHits(jobHits, generic);
  const topicSuggestions = topic?.entry.suggestions ?? [s.jobsInKigali, s.remoteJobs, s.internships, s.jobSearchTips];
  if (live.jobs.length === 0) {
    return {
      intent: 'jobs',
      message: m.jobs.noneAtAll(`[${portal}](${jobsPage.href})`),
      suggestions: pickSuggestions(question, [s.jobSearchTips, s.courses, s.contact]),
      sources: [jobsPage],
      grounding: [m.jobs.noneAtAll(portal)],
    };
  }
  let intro: string;
  let listed: Job[];
  if (specific.length > 0) {
    const words = [...new Set(specific.flatMap((hit) => hit.strongTerms).filter((term) => !generic.has(term)))];
    const typed = questionTerms(question).filter(({ term }) => words.some((w) => w === term || w.startsWith(term)));
    intro = m.jobs.matching(quoted(typed.length ? typed.map((t) => t.typed) : words));
    listed = specific.map((hit) => hit.entry.job);
  } else {
    const missing = unmatchedWords(question, [...(topic ? [topic] : []), ...jobHits]);
    intro = missing.length ? m.jobs.noneMatching(quoted(missing)) : m.jobs.latest;
    listed = [...live.jobs];
  }
  const shown = listed.slice(0, MAX_LISTED);
  const lines = [intro, ...shown.map(jobLine)];
  if (listed.length > shown.length) lines.push(m.jobs.more(listed.length - shown.length));
  lines.push(m.jobs.updatedHourly(`[${portal}](${jobsPage.href})`));
  return {
    intent: 'jobs',
    message: lines.join('\n'),
    suggestions: pickSuggestions(question, [s.jobSearchTips], topicSuggestions),
    sources: uniqueSources([jobsPage]),
    grounding: [...shown.map((job) => `${jobLine(job).slice(2).replace(/\*\*/g, '')}. Apply on ${jobsPage.href}`), m.jobs.updatedHourly(portal)],
  };
}

function answerCourses(question: string, hits: Hit[], live: LiveData, settings: KnowledgeSettings): BuiltAnswer {
  const elearning = settings.brand.platforms.elearning.name;
  const coursesPage = coursesPageOf(settings);
  const topic = hits.find((hit) => hit.entry.kind === 'courses');
  const courseHits = hits.filter(isCourse);
  const generic = genericTerms(topic, courseHits);
  const specific = specificHits(courseHits, generic);
  const topicSuggestions = topic?.entry.suggestions ?? [s.beginnerCourses, s.freeCourses, s.certificates];
  if (live.courses.length === 0) {
    return {
      intent: 'courses',
      message: m.courses.noneAtAll(`[${elearning}](${coursesPage.href})`),
      suggestions: pickSuggestions(question, [s.programs, s.findJobs, s.contact]),
      sources: [coursesPage, links.services],
      grounding: [m.courses.noneAtAll(elearning)],
    };
  }
  let intro: string;
  let listed: Course[];
  if (specific.length > 0) {
    const words = [...new Set(specific.flatMap((hit) => hit.strongTerms).filter((term) => !generic.has(term)))];
    const typed = questionTerms(question).filter(({ term }) => words.some((w) => w === term || w.startsWith(term)));
    intro = m.courses.matching(quoted(typed.length ? typed.map((t) => t.typed) : words));
    listed = specific.map((hit) => hit.entry.course);
  } else {
    const missing = unmatchedWords(question, [...(topic ? [topic] : []), ...courseHits]);
    intro = missing.length ? m.courses.noneMatching(quoted(missing)) : m.courses.popular;
    listed = [...live.courses].sort((a, b) => b.enrollmentCount - a.enrollmentCount);
  }
  const shown = listed.slice(0, MAX_LISTED);
  const lines = [intro, ...shown.map((course) => courseLine(course, settings))];
  if (listed.length > shown.length) lines.push(m.courses.more(listed.length - shown.length));
  // The program field that fits the question best (facts shown in the services section).
  const listedWords = new Set(specific.flatMap((hit) => hit.strongTerms));
  const field = hits.find((hit) => (hit.entry.kind === 'field' || hit.entry.kind === 'program') && hit.strongTerms.some((t) => listedWords.has(t)));
  const fieldTitle = field ? (field.entry.kind === 'field' ? field.entry.title : (field.entry as StaticEntry).fieldTitle) : undefined;
  if (fieldTitle) lines.push(m.courses.related(fieldTitle));
  return {
    intent: 'courses',
    message: lines.join('\n'),
    suggestions: pickSuggestions(question, topicSuggestions, [s.certificates, s.pricing]),
    sources: uniqueSources([...shown.slice(0, 3).map((course) => enrolPageOf(settings, course)), coursesPage, ...(fieldTitle ? [links.services] : [])]),
    grounding: [...shown.map((course) => `${course.title}: ${course.description} Enrol at ${enrolPageOf(settings, course).href}`), ...(field ? [field.entry.text] : [])],
  };
}

/** Price facts: live course prices plus what stays true (signing up, coaching quotes). */
function pricingText(entry: StaticEntry, live: LiveData): string {
  const byPrice = [...live.courses].sort((a, b) => a.price - b.price);
  const cheapest = byPrice[0];
  const dearest = byPrice.at(-1);
  const range =
    cheapest && dearest && cheapest !== dearest
      ? m.pricing.range(priceText(cheapest.price), cheapest.title, priceText(dearest.price), dearest.title)
      : m.pricing.noCourses;
  return `${range}\n${entry.text}`;
}

function entryText(entry: StaticEntry, live: LiveData): string {
  return entry.kind === 'pricing' ? pricingText(entry, live) : entry.text;
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

function answerFacts(question: string, primary: Hit & { entry: StaticEntry }, hits: Hit[], search: Search, live: LiveData, settings: KnowledgeSettings): BuiltAnswer {
  const staticHits = hits.filter(isStatic);
  const secondary = secondaryFor(question, primary, search);
  const parts = [entryText(primary.entry, live)];
  if (secondary) parts.push(entryText(secondary.entry, live));
  // Courses that fit a program field the answer describes ("leadership coaching").
  const related =
    primary.entry.kind === 'field' || primary.entry.kind === 'program'
      ? hits.filter((hit): hit is Hit & { entry: CourseEntry } => isCourse(hit) && hit.score >= primary.score * RELATIVE_CUTOFF).slice(0, 2)
      : [];
  const relatedSources: Source[] = [];
  if (related.length) {
    parts.push(
      [
        m.related,
        ...related.map((hit) => {
          relatedSources.push(enrolPageOf(settings, hit.entry.course));
          return courseLine(hit.entry.course, settings);
        }),
      ].join('\n'),
    );
  }
  const others = staticHits.filter((hit) => hit !== primary && hit !== secondary).slice(0, 3);
  return {
    intent: 'facts',
    message: parts.join('\n\n'),
    suggestions: pickSuggestions(question, primary.entry.suggestions, secondary?.entry.suggestions ?? []),
    sources: uniqueSources([...primary.entry.sources, ...(secondary?.entry.sources ?? []), ...relatedSources]),
    grounding: [...parts, ...others.map((hit) => entryText(hit.entry, live))],
  };
}

/**
 * A second document when the question also asks something the first does not
 * cover ("contact and opening hours"): the best answer to the rest of the question.
 */
function secondaryFor(question: string, primary: Hit & { entry: StaticEntry }, search: Search): (Hit & { entry: StaticEntry }) | undefined {
  const covered = new Set(primary.queryTerms);
  const rest = questionTerms(question).filter(({ term }) => !covered.has(term));
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

function clarify(question: string, settings: KnowledgeSettings): BuiltAnswer {
  return {
    intent: 'clarify',
    message: m.clarify.text(settings.brand.name),
    suggestions: pickSuggestions(question, [s.programs, s.findJobs, s.createAccount, s.contact]),
    sources: [links.about],
    grounding: [m.help.text(settings.brand.name)],
  };
}

/**
 * Builds the answer from ranked knowledge. The best hit decides what is asked:
 * jobs (the jobs topic or a job), courses (the courses topic or a course), or a
 * fact; nothing relevant gets a clarifying answer, never an empty one.
 */
export type Search = (question: string) => Hit[];

const topicOf = (kind: KnowledgeEntry['kind']) => (kind === 'job' || kind === 'jobs' ? 'jobs' : kind === 'course' || kind === 'courses' ? 'courses' : null);

export function composeAnswer(question: string, search: Search, live: LiveData, settings: KnowledgeSettings): BuiltAnswer {
  const hits = search(question);
  const [top] = hits;
  if (!top) return clarify(question, settings);
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
  if (topic === 'jobs') return answerJobs(question, hits, live, settings);
  if (topic === 'courses') return answerCourses(question, hits, live, settings);
  return fact ? answerFacts(question, fact, hits, search, live, settings) : clarify(question, settings);
}
