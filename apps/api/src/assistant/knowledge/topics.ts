import type { Source, StaticEntry } from './entries.js';
import type { KnowledgeContext } from './context.js';
import { jobsPageOf } from './settings.js';

/** Certificates, assessments, coaching, job tips, employers, testimonials, privacy, what the assistant helps with, and small talk. */
export function topicDocuments({ settings, m, s, links }: KnowledgeContext): StaticEntry[] {
  const { brand } = settings;
  const portal = brand.platforms.jobPortal.name;
  const topic = (id: string, doc: { title: string; keywords: string }, text: string, sources: Source[], suggestions: string[]): StaticEntry => ({
    id,
    kind: 'topic',
    title: doc.title,
    keywords: doc.keywords,
    text,
    sources,
    suggestions,
  });
  const smallTalk = (id: string, doc: { title: string; keywords: string }, text: string): StaticEntry => ({
    id,
    kind: 'small-talk',
    title: doc.title,
    keywords: doc.keywords,
    text,
    sources: [],
    suggestions: [s.programs, s.findJobs, s.courses, s.platformHelp],
  });
  return [
    topic('certificates', m.certificates, m.certificates.text, [links.howItWorks, links.services], [s.programs, s.courses, s.howItWorks]),
    topic('assessments', m.assessments, m.assessments.text, [links.howItWorks], [s.programs, s.courses, s.createAccount]),
    topic('coaching', m.coaching, m.coaching.text, [links.platforms, links.interviewCoach], [s.programs, s.jobSearchTips, s.pricing]),
    topic('job-tips', m.jobTips, m.jobTips.text({ portal }), [links.services, jobsPageOf(settings, m), links.interviewCoach], [s.findJobs, s.courses, s.remoteJobs]),
    topic('employers', m.employers, m.employers.text({ portal }), [links.register, links.platforms], [s.chooseRole, s.createAccount, s.contact]),
    topic('testimonials', m.testimonials, m.testimonials.text, [links.testimonials], [s.statistics, s.programs]),
    topic('privacy', m.privacy, m.privacy.text, [links.privacy, links.terms], [s.contact, s.platformHelp]),
    {
      ...topic('help', m.help, m.help.text({ brand: brand.name }), [links.about], [s.createAccount, s.findJobs, s.courses, s.contact]),
      // "Platform help" asks what the assistant can do, not about the two platforms.
      weight: 1.5,
    },
    smallTalk('greeting', m.greeting, m.greeting.text({ brand: brand.name })),
    smallTalk('thanks', m.thanks, m.thanks.text),
  ];
}
