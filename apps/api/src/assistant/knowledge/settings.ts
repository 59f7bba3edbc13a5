import type { Brand, Course, PublicConfig } from '@intambwe/contract';
import type { Locale } from '@intambwe/i18n/locales';
import { assistantMessages, type AssistantMessages } from '../languages.js';
import type { Source } from './entries.js';

/** What the answers say of the brand and where the two platforms are. */
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
const LINK_PATHS = {
  about: '/#about',
  services: '/#services',
  howItWorks: '/#how-it-works',
  platforms: '/#platforms',
  testimonials: '/#testimonials',
  contact: '/contact',
  register: '/register',
  login: '/login',
  forgotPassword: '/forgot-password',
  selectRole: '/select-role',
  privacy: '/privacy',
  terms: '/terms',
  interviewCoach: '/app/interviews',
} as const satisfies Partial<Record<keyof AssistantMessages['sources'], string>>;

/** Each of those pages titled in the answer's language. */
export function linksOf(m: AssistantMessages): Record<keyof typeof LINK_PATHS, Source> {
  return Object.fromEntries(
    Object.entries(LINK_PATHS).map(([name, href]) => [name, { title: m.sources[name as keyof typeof LINK_PATHS], href }]),
  ) as Record<keyof typeof LINK_PATHS, Source>;
}
export type Links = ReturnType<typeof linksOf>;

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
