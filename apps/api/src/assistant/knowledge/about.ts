import type { StaticEntry } from './entries.js';
import { bullets, type KnowledgeContext } from './context.js';

/** Who we are, our vision, mission and values, our figures, and how it works. */
export function aboutDocuments({ facts, settings, m, s, links, labelled }: KnowledgeContext): StaticEntry[] {
  const { brand } = settings;
  return [
    {
      id: 'about',
      kind: 'about',
      title: m.about.title({ brand: brand.name }),
      keywords: m.about.keywords,
      text: labelled(brand.name, facts.aboutSummary),
      sources: [links.about],
      suggestions: [s.howItWorks, s.programs, s.findJobs, s.mission],
    },
    {
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
    },
    {
      id: 'statistics',
      kind: 'statistics',
      title: m.statistics.title,
      keywords: m.statistics.keywords,
      text: `${m.format.heading({ title: m.statistics.title })}\n${bullets(facts.statistics.map((stat) => `${stat.value} ${stat.label}`))}`,
      sources: [links.about, links.howItWorks],
      suggestions: [s.howItWorks, s.programs, s.findJobs],
    },
  ];
}

/** The steps from a new account to a certificate. */
export function howItWorksDocuments({ facts, m, s, links, labelled }: KnowledgeContext): StaticEntry[] {
  return [
    {
      id: 'how-it-works',
      kind: 'how-it-works',
      title: m.howItWorks.title,
      keywords: `${m.howItWorks.keywords} ${facts.steps.map((step) => step.title).join(' ')}`,
      text: [m.howItWorks.intro, ...facts.steps.map((step, i) => `${i + 1}. ${labelled(step.title, step.description)}`)].join('\n'),
      sources: [links.howItWorks],
      suggestions: [s.createAccount, s.programs, s.certificates],
    },
  ];
}
