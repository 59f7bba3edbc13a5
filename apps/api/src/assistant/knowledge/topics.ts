import type { StaticEntry } from './entries.js';
import { documentOf, type KnowledgeContext } from './context.js';
import { jobsPageOf } from './settings.js';

/** Certificates, assessments, coaching, job tips, employers, testimonials, privacy, what the assistant helps with, and small talk. */
export function topicDocuments({ settings, m, s, links }: KnowledgeContext): StaticEntry[] {
  const { brand } = settings;
  const portal = brand.platforms.jobPortal.name;
  const smallTalk = [s.programs, s.findJobs, s.courses, s.platformHelp];
  return [
    documentOf(
      'certificates',
      'topic',
      m.certificates,
      m.certificates.text,
      [links.howItWorks, links.services],
      [s.programs, s.courses, s.howItWorks],
    ),
    documentOf(
      'assessments',
      'topic',
      m.assessments,
      m.assessments.text,
      [links.howItWorks],
      [s.programs, s.courses, s.createAccount],
    ),
    documentOf(
      'coaching',
      'topic',
      m.coaching,
      m.coaching.text,
      [links.platforms, links.interviewCoach],
      [s.programs, s.jobSearchTips, s.pricing],
    ),
    documentOf(
      'job-tips',
      'topic',
      m.jobTips,
      m.jobTips.text({ portal }),
      [links.services, jobsPageOf(settings, m), links.interviewCoach],
      [s.findJobs, s.courses, s.remoteJobs],
    ),
    documentOf(
      'employers',
      'topic',
      m.employers,
      m.employers.text({ portal }),
      [links.register, links.platforms],
      [s.chooseRole, s.createAccount, s.contact],
    ),
    documentOf('testimonials', 'topic', m.testimonials, m.testimonials.text, [links.testimonials], [s.statistics, s.programs]),
    documentOf('privacy', 'topic', m.privacy, m.privacy.text, [links.privacy, links.terms], [s.contact, s.platformHelp]),
    {
      ...documentOf(
        'help',
        'topic',
        m.help,
        m.help.text({ brand: brand.name }),
        [links.about],
        [s.createAccount, s.findJobs, s.courses, s.contact],
      ),
      // "Platform help" asks what the assistant can do, not about the two platforms.
      weight: 1.5,
    },
    documentOf('greeting', 'small-talk', m.greeting, m.greeting.text({ brand: brand.name }), [], smallTalk),
    documentOf('thanks', 'small-talk', m.thanks, m.thanks.text, [], smallTalk),
  ];
}
