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
