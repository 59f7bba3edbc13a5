import { loadCatalogs } from '@intambwe/i18n/core';
import type { Locale } from '@intambwe/i18n/locales';
import {
  aboutStatistics,
  aboutTexts,
  businessHoursIn,
  coreValues,
  howItWorksStatistics,
  howItWorksSteps,
  loadProgramCatalog,
  platformCards,
  platformFactCatalogs,
  programFields,
  programTags,
  type CoreValue,
  type HowItWorksStep,
  type PlatformCard,
  type Program,
  type ProgramField,
  type Statistic,
} from '@intambwe/landing/content';
import { type Brand, type Course, type Job, type PublicConfig } from '@intambwe/contract';
import { assistantMessages, listText, type AssistantMessages } from './languages.js';

/**
 * The assistant's knowledge: small documents, each with the words people use for
 * it, the facts it states, where those facts are shown (sources) and what to ask
 * next. Static documents are built once per language from the platform facts in
 * that language, the brand and the account rules; live documents (open jobs,
 * public courses) from the database, their titles as written.
 */
export interface Source {
  title: string;
  href: string;
}

export type KnowledgeKind =
  | 'about'
  | 'values'
  | 'statistics'
  | 'how-it-works'
  | 'platforms'
  | 'platform'
  | 'services'
  | 'field'
  | 'program'
  | 'contact'
  | 'hours'
  | 'pricing'
  | 'topic'
  | 'account'
  | 'small-talk'
  | 'jobs'
  | 'courses'
  | 'job'
  | 'course';

interface EntryBase {
  id: string;
  kind: KnowledgeKind;
  title: string;
  /** Words people use for it (searched with a higher weight than `text`). */
  keywords: string;
  /** The facts, as sentences: searched, shown, and sent to a language model as grounding. */
  text: string;
  sources: Source[];
  suggestions: string[];
  /** Ranking weight against documents matching the same words (summaries outrank their parts). */
  weight?: number;
}

export interface StaticEntry extends EntryBase {
  kind: Exclude<KnowledgeKind, 'job' | 'course'>;
  /** For programs: the field they belong to. */
  fieldTitle?: string;
}
export interface JobEntry extends EntryBase {
  kind: 'job';
  job: Job;
}
export interface CourseEntry extends EntryBase {
  kind: 'course';
  course: Course;
}
export type KnowledgeEntry = StaticEntry | JobEntry | CourseEntry;

/** The platform facts the landing page shows (libs/landing/src/content, the @intambwe/landing/content entry), in one language. */
export interface PlatformFacts {
  aboutSummary: string;
  vision: string;
  mission: string;
  values: readonly CoreValue[];
  statistics: readonly Statistic[];
  steps: readonly HowItWorksStep[];
  platforms: readonly PlatformCard[];
  fields: readonly ProgramField[];
  catalog: Readonly<Record<string, readonly Program[]>>;
  programTags: readonly string[];
}

/**
 * Reads the shared platform facts in `locale`, the program catalog included (a
 * lazily loaded module in browsers): their catalogs for the language are loaded
 * first, once per process. A fact not translated yet is read in English.
 */
export async function loadPlatformFacts(locale: Locale = 'en'): Promise<PlatformFacts> {
  await loadCatalogs(locale, platformFactCatalogs);
  const { programCatalog } = await loadProgramCatalog();
  const statistics = [...aboutStatistics(locale), ...howItWorksStatistics(locale)];
  const about = aboutTexts(locale);
  return {
    aboutSummary: about.summary,
    vision: about.vision,
    mission: about.mission,
    values: coreValues(locale),
    statistics: statistics.filter((stat, index) => statistics.findIndex((s) => s.value === stat.value && s.label === stat.label) === index),
    steps: howItWorksSteps(locale),
    platforms: platformCards(locale),
    fields: programFields(locale),
    catalog: programCatalog(locale),
    programTags: programTags(locale),
  };
}

export interface KnowledgeSettings {
  brand: Brand;
  elearningUrl: string;
  jobPortalUrl: string;
}

export function knowledgeSettings(publicConfig: PublicConfig): KnowledgeSettings {
  return { brand: publicConfig.brand, elearningUrl: publicConfig.elearningUrl, jobPortalUrl: publicConfig.jobPortalUrl };
}

/** The language an answer is built in: its code and the assistant's words in it. */
export interface Speech {
  locale: Locale;
  m: AssistantMessages;
}

export const speechIn = (locale: Locale, m: AssistantMessages = assistantMessages(locale)): Speech => ({ locale, m });

/** Landing-page anchors and account screens the answers link to (English paths: answers place them in their language). */
export function linksOf(m: AssistantMessages) {
  return {
    about: { title: m.sources.about, href: '/#about' },
    services: { title: m.sources.services, href: '/#services' },
    howItWorks: { title: m.sources.howItWorks, href: '/#how-it-works' },
    platforms: { title: m.sources.platforms, href: '/#platforms' },
    testimonials: { title: m.sources.testimonials, href: '/#testimonials' },
    contact: { title: m.sources.contact, href: '/contact' },
    register: { title: m.sources.register, href: '/register' },
    login: { title: m.sources.login, href: '/login' },
    forgotPassword: { title: m.sources.forgotPassword, href: '/forgot-password' },
    selectRole: { title: m.sources.selectRole, href: '/select-role' },
    privacy: { title: m.sources.privacy, href: '/privacy' },
    terms: { title: m.sources.terms, href: '/terms' },
    interviewCoach: { title: m.sources.interviewCoach, href: '/app/interviews' },
  } satisfies Record<string, Source>;
}

export const jobsPageOf = (settings: KnowledgeSettings, m: AssistantMessages): Source => ({
  title: m.sources.jobPortalJobs({ portal: settings.brand.platforms.jobPortal.name }),
  href: `${settings.jobPortalUrl}/jobs`,
});
export const coursesPageOf = (settings: KnowledgeSettings, m: AssistantMessages): Source => ({
  title: m.sources.elearningCourses({ elearning: settings.brand.platforms.elearning.name }),
  href: `${settings.elearningUrl}/courses`,
});
export const enrolPageOf = (settings: KnowledgeSettings, course: Course, m: AssistantMessages): Source => ({
  title: m.sources.course({ title: course.title }),
  href: `${settings.elearningUrl}/course/${encodeURIComponent(course._id)}/enroll`,
});

const bullets = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join('\n');
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Every static document in one language: platform facts, brand facts, account help and the two live-data topics. */
export function buildStaticKnowledge(facts: PlatformFacts, settings: KnowledgeSettings, speech: Speech = speechIn('en')): StaticEntry[] {
  const { locale, m } = speech;
  const s = m.suggest;
  const links = linksOf(m);
  const { brand } = settings;
  const elearning = brand.platforms.elearning.name;
  const portal = brand.platforms.jobPortal.name;
  const entries: StaticEntry[] = [];
  const add = (entry: StaticEntry) => entries.push(entry);
  const labelled = (label: string, text: string) => m.format.labelled({ label, text });
  const tags = m.services.tags({ tags: listText(facts.programTags.map((tag) => tag.toLocaleLowerCase(locale)), locale) });

  add({
    id: 'about',
    kind: 'about',
    title: m.about.title({ brand: brand.name }),
    keywords: m.about.keywords,
    text: labelled(brand.name, facts.aboutSummary),
    sources: [links.about],
    suggestions: [s.howItWorks, s.programs, s.findJobs, s.mission],
  });
  add({
    id: 'values',
    kind: 'values',
    title: m.vision.title,
    keywords: m.vision.keywords,
    text: [
      m.vision.vision({ text: facts.vision }),
      m.vision.mission({ text: facts.mission }),
      m.vision.values,
      bullets(facts.values.map((v) => labelled(v.title, v.description))),
    ].join('\n'),
    sources: [links.about],
    suggestions: [s.statistics, s.howItWorks, s.programs],
  });
  add({
    id: 'statistics',
    kind: 'statistics',
    title: m.statistics.title,
    keywords: m.statistics.keywords,
    text: `${m.format.heading({ title: m.statistics.title })}\n${bullets(facts.statistics.map((stat) => `${stat.value} ${stat.label}`))}`,
    sources: [links.about, links.howItWorks],
    suggestions: [s.howItWorks, s.programs, s.findJobs],
  });
  add({
    id: 'how-it-works',
    kind: 'how-it-works',
    title: m.howItWorks.title,
    keywords: `${m.howItWorks.keywords} ${facts.steps.map((step) => step.title).join(' ')}`,
    text: [m.howItWorks.intro, ...facts.steps.map((step, i) => `${i + 1}. ${labelled(step.title, step.description)}`)].join('\n'),
    sources: [links.howItWorks],
    suggestions: [s.createAccount, s.programs, s.certificates],
  });

  const platformName = (card: PlatformCard) => (card.link === 'elearning' ? elearning : portal);
  const platformUrl = (card: PlatformCard) => (card.link === 'elearning' ? settings.elearningUrl : settings.jobPortalUrl);
  const platformFor = (card: PlatformCard) => (card.link === 'elearning' ? m.platforms.forElearning : m.platforms.forJobPortal);
  const platformLink = (card: PlatformCard) => `[${platformName(card)}](${platformUrl(card)})`;
  add({
    id: 'platforms',
    kind: 'platforms',
    title: m.platforms.title,
    keywords: m.platforms.keywords,
    text: [
      m.platforms.intro,
      bullets(
        facts.platforms.map((card) =>
          m.platforms.line({ link: platformLink(card), title: card.title, audience: platformFor(card), description: card.description }),
        ),
      ),
    ].join('\n'),
    sources: [links.platforms],
    suggestions: [s.chooseRole, s.courses, s.findJobs],
  });
  for (const card of facts.platforms) {
    add({
      id: `platform-${card.id}`,
      kind: 'platform',
      title: `${platformName(card)} ${card.title}`,
      keywords: `${card.title} ${platformName(card)} ${card.buttonText} ${platformFor(card)} ${card.coaching.title}`,
      text: [
        m.platforms.one({
          link: platformLink(card),
          title: card.title.toLocaleLowerCase(locale),
          audience: platformFor(card),
          description: card.description,
        }),
        bullets([...card.features, labelled(card.coaching.title, card.coaching.details.join(', '))]),
      ].join('\n'),
      sources: [links.platforms, { title: platformName(card), href: platformUrl(card) }],
      suggestions: card.link === 'elearning' ? [s.courses, s.chooseRole, s.certificates] : [s.findJobs, s.jobSearchTips, s.chooseRole],
    });
  }

  add({
    id: 'services',
    kind: 'services',
    title: m.services.title,
    keywords: m.services.keywords,
    text: [m.services.intro({ count: facts.fields.length }), bullets(facts.fields.map((field) => field.title)), tags].join('\n'),
    sources: [links.services],
    // "What programs do you offer?" asks for the catalog, not the one field whose title says "Programs".
    weight: 1.4,
    suggestions: [s.tvet, s.courses, s.certificates, s.pricing],
  });
  for (const field of facts.fields) {
    const programs = facts.catalog[field.id] ?? [];
    add({
      id: `field-${field.id}`,
      kind: 'field',
      title: field.title,
      keywords: `${field.title} ${m.field.keywords}`,
      text: [
        labelled(field.title, field.description),
        m.field.programsOf({ title: field.title, count: programs.length }),
        bullets(programs.map((p) => p.name)),
        tags,
      ].join('\n'),
      sources: [links.services],
      suggestions: [s.courses, s.certificates, s.programs],
    });
    programs.forEach((program, index) => {
      add({
        id: `program-${field.id}-${index + 1}-${slug(program.name)}`,
        kind: 'program',
        title: program.name,
        keywords: field.title,
        text: `${m.program.partOf({ name: program.name, field: field.title })} ${program.description}`,
        sources: [links.services],
        suggestions: [s.courses, s.certificates, s.createAccount],
        fieldTitle: field.title,
      });
    });
  }

  add({
    id: 'contact',
    kind: 'contact',
    title: m.contact.title,
    keywords: m.contact.keywords,
    text: m.contact.text({ contactEmail: brand.contactEmail, supportEmail: brand.supportEmail, phone: brand.phone, address: brand.address }),
    sources: [links.contact],
    suggestions: [s.hours, s.platformHelp, s.resetPassword],
  });
  add({
    id: 'hours',
    kind: 'hours',
    title: m.hours.title,
    keywords: m.hours.keywords,
    text: [m.hours.intro, bullets(businessHoursIn(brand.businessHours, locale).map((slot) => labelled(slot.days, slot.hours)))].join('\n'),
    sources: [links.contact],
    suggestions: [s.contact, s.platformHelp],
  });
  add({
    id: 'pricing',
    kind: 'pricing',
    title: m.pricing.title,
    keywords: m.pricing.keywords,
    // Live course prices are added when answering; this is what stays true.
    text: [facts.steps[0] ? labelled(facts.steps[0].title, facts.steps[0].description) : '', m.pricing.coaching({ email: brand.contactEmail })]
      .filter(Boolean)
      .join('\n'),
    sources: [links.services],
    suggestions: [s.freeCourses, s.courses, s.contact],
  });

  const topic = (id: string, title: string, keywords: string, text: string, sources: Source[], suggestions: string[]) =>
    add({ id, kind: 'topic', title, keywords, text, sources, suggestions });
  topic('certificates', m.certificates.title, m.certificates.keywords, m.certificates.text, [links.howItWorks, links.services], [s.programs, s.courses, s.howItWorks]);
  topic('assessments', m.assessments.title, m.assessments.keywords, m.assessments.text, [links.howItWorks], [s.programs, s.courses, s.createAccount]);
  topic('coaching', m.coaching.title, m.coaching.keywords, m.coaching.text, [links.platforms, links.interviewCoach], [s.programs, s.jobSearchTips, s.pricing]);
  topic(
    'job-tips',
    m.jobTips.title,
    m.jobTips.keywords,
    m.jobTips.text({ portal }),
    [links.services, jobsPageOf(settings, m), links.interviewCoach],
    [s.findJobs, s.courses, s.remoteJobs],
  );
  topic('employers', m.employers.title, m.employers.keywords, m.employers.text({ portal }), [links.register, links.platforms], [s.chooseRole, s.createAccount, s.contact]);
  topic('testimonials', m.testimonials.title, m.testimonials.keywords, m.testimonials.text, [links.testimonials], [s.statistics, s.programs]);
  topic('privacy', m.privacy.title, m.privacy.keywords, m.privacy.text, [links.privacy, links.terms], [s.contact, s.platformHelp]);
  add({
    id: 'help',
    kind: 'topic',
    title: m.help.title,
    keywords: m.help.keywords,
    text: m.help.text({ brand: brand.name }),
    sources: [links.about],
    suggestions: [s.createAccount, s.findJobs, s.courses, s.contact],
    // "Platform help" asks what the assistant can do, not about the two platforms.
    weight: 1.5,
  });

  const smallTalk = (id: string, title: string, keywords: string, text: string) =>
    add({ id, kind: 'small-talk', title, keywords, text, sources: [], suggestions: [s.programs, s.findJobs, s.courses, s.platformHelp] });
  smallTalk('greeting', m.greeting.title, m.greeting.keywords, m.greeting.text({ brand: brand.name }));
  smallTalk('thanks', m.thanks.title, m.thanks.keywords, m.thanks.text);

  const a = m.account;
  const account = (id: string, doc: { title: string; keywords: string }, text: string, sources: Source[], suggestions: string[]) =>
    add({ id: `account-${id}`, kind: 'account', title: doc.title, keywords: doc.keywords, text, sources, suggestions });
  account('register', a.register, a.register.text, [links.register], [s.chooseRole, s.googleSignIn, s.howItWorks]);
  account('sign-in', a.signIn, a.signIn.text, [links.login], [s.resetPassword, s.googleSignIn, s.chooseRole]);
  account('reset-password', a.resetPassword, a.resetPassword.text, [links.forgotPassword], [s.contact, s.googleSignIn]);
  account('roles', a.roles, a.roles.text({ elearning, portal }), [links.register, links.platforms], [s.createAccount, s.platforms, s.employers]);
  account('google', a.google, a.google.text, [links.login, links.selectRole], [s.chooseRole, s.resetPassword]);
  account('logout', a.logout, a.logout.text, [links.login], [s.platformHelp]);

  add({
    id: 'jobs',
    kind: 'jobs',
    title: m.jobs.title,
    keywords: m.jobs.keywords,
    text: m.jobs.summary,
    sources: [jobsPageOf(settings, m)],
    suggestions: [s.jobsInKigali, s.remoteJobs, s.internships, s.jobSearchTips],
  });
  add({
    id: 'courses',
    kind: 'courses',
    title: m.courses.title,
    keywords: m.courses.keywords,
    text: m.courses.summary,
    sources: [coursesPageOf(settings, m)],
    suggestions: [s.beginnerCourses, s.freeCourses, s.certificates],
  });
  return entries;
}

const titleCase = (text: string) => text.replace(/[_-]+/g, ' ').replace(/\b\p{L}/gu, (c) => c.toUpperCase());

/** SPEC §5: company, else first and last name, else 'Company Name Not Available' (in the answer's language). */
export function employerOf(job: Job, m: AssistantMessages = assistantMessages('en')): string {
  const name = [job.employer.firstName, job.employer.lastName].filter(Boolean).join(' ');
  return job.employer.company || name || m.live.noEmployer;
}

/** SPEC §5: under 7 days in days, under 30 in weeks, otherwise months. */
export function durationText(days: number, m: AssistantMessages = assistantMessages('en')): string {
  if (days < 7) return m.live.days({ count: days });
  if (days < 30) return m.live.weeks({ count: Math.round(days / 7) });
  return m.live.months({ count: Math.round(days / 30) });
}

export const priceText = (price: number, m: AssistantMessages = assistantMessages('en')) => (price === 0 ? m.courses.free : `$${price}`);

/** A job type from the database ('full_time') in words; one we do not know is shown as written ('Seasonal'). */
export function jobTypeText(type: string, m: AssistantMessages = assistantMessages('en')): string {
  const known = m.live.jobTypes as Record<string, string>;
  return Object.hasOwn(known, type) ? (known[type] as string) : titleCase(type);
}

/** A course level from the database ('Beginner') in words; one we do not know is shown as written. */
export function levelText(level: string, m: AssistantMessages = assistantMessages('en')): string {
  const known = m.live.levels as Record<string, string>;
  const key = level.toLowerCase();
  return Object.hasOwn(known, key) ? (known[key] as string) : level;
}

export function jobEntry(job: Job, settings: KnowledgeSettings, speech: Speech = speechIn('en')): JobEntry {
  const { m } = speech;
  const type = jobTypeText(job.jobType, m);
  const databaseType = titleCase(job.jobType);
  // The database's own words stay searchable beside ours ("full time" and "temps plein").
  const keywords = [job.employer.company, job.employer.firstName, job.employer.lastName, job.location, databaseType, ...(type === databaseType ? [] : [type]), ...job.skills];
  return {
    id: `job-${job._id}`,
    kind: 'job',
    title: job.title,
    keywords: keywords.filter(Boolean).join(' '),
    text: m.live.job({ title: job.title, employer: employerOf(job, m), location: job.location, type, skills: job.skills.join(', ') }),
    sources: [jobsPageOf(settings, m)],
    suggestions: [],
    job,
  };
}

export function courseEntry(course: Course, settings: KnowledgeSettings, speech: Speech = speechIn('en')): CourseEntry {
  const { locale, m } = speech;
  const level = levelText(course.level, m);
  const freeWord = m.courses.free.toLocaleLowerCase(locale);
  const free = course.price === 0 ? (freeWord === 'free' ? 'free' : `free ${freeWord}`) : '';
  return {
    id: `course-${course._id}`,
    kind: 'course',
    title: course.title,
    keywords: [course.category, course.level, ...(level === course.level ? [] : [level]), ...(course.tags ?? []), free].join(' '),
    text: m.format.labelled({
      label: `${course.title} (${course.category}, ${level}, ${durationText(course.duration, m)}, ${priceText(course.price, m)})`,
      text: course.description,
    }),
    sources: [enrolPageOf(settings, course, m)],
    suggestions: [],
    course,
  };
}
