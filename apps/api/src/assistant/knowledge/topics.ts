import type { StaticEntry } from './entries.js';
import { documentOf, type DocumentRow, type KnowledgeContext } from './context.js';
import { jobsPageOf } from './settings.js';

/** Certificates, assessments, coaching, job tips, employers, testimonials, privacy, what the assistant helps with, and small talk. */
export function topicDocuments({ settings, m, s, links }: KnowledgeContext): StaticEntry[] {
  const { brand } = settings;
  const portal = brand.platforms.jobPortal.name;
  const { help } = m;
  const topics: DocumentRow[] = [
    [
      'certificates',
      m.certificates,
      m.certificates.text,
      [links.howItWorks, links.services],
      [s.programs, s.courses, s.howItWorks],
    ],
    ['assessments', m.assessments, m.assessments.text, [links.howItWorks], [s.programs, s.courses, s.createAccount]],
    ['coaching', m.coaching, m.coaching.text, [links.platforms, links.interviewCoach], [s.programs, s.jobSearchTips, s.pricing]],
    [
      'job-tips',
      m.jobTips,
      m.jobTips.text({ portal }),
      [links.services, jobsPageOf(settings, m), links.interviewCoach],
      [s.findJobs, s.courses, s.remoteJobs],
    ],
    [
      'employers',
      m.employers,
      m.employers.text({ portal }),
      [links.register, links.platforms],
      [s.chooseRole, s.createAccount, s.contact],
    ],
    ['testimonials', m.testimonials, m.testimonials.text, [links.testimonials], [s.statistics, s.programs]],
    ['privacy', m.privacy, m.privacy.text, [links.privacy, links.terms], [s.contact, s.platformHelp]],
    ['help', help, help.text({ brand: brand.name }), [links.about], [s.createAccount, s.findJobs, s.courses, s.contact]],
  ];
  const smallTalk: [string, { title: string; keywords: string }, string][] = [
    ['greeting', m.greeting, m.greeting.text({ brand: brand.name })],
    ['thanks', m.thanks, m.thanks.text],
  ];
  const suggestions = [s.programs, s.findJobs, s.courses, s.platformHelp];
  return [
    ...topics.map(([id, words, text, sources, next]) => ({
      ...documentOf(id, 'topic', words, text, sources, next),
      // "Platform help" asks what the assistant can do, not about the two platforms.
      ...(id === 'help' && { weight: 1.5 }),
    })),
    ...smallTalk.map(([id, words, text]) => documentOf(id, 'small-talk', words, text, [], suggestions)),
  ];
}
