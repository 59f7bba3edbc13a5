import type { StaticEntry } from './entries.js';
import { bullets, documentOf, type KnowledgeContext } from './context.js';

/** Who we are, our vision, mission and values, and our figures. */
export function aboutDocuments({ facts, settings, m, s, links, labelled }: KnowledgeContext): StaticEntry[] {
  const { brand } = settings;
  const values = [
    m.vision.vision({ text: facts.vision }),
    m.vision.mission({ text: facts.mission }),
    m.vision.values,
    bullets(facts.values.map((v) => labelled(v.title, v.description))),
  ].join('\n');
  const statistics = `${m.format.heading({ title: m.statistics.title })}\n${bullets(facts.statistics.map((stat) => `${stat.value} ${stat.label}`))}`;
  return [
    documentOf(
      'about',
      'about',
      { title: m.about.title({ brand: brand.name }), keywords: m.about.keywords },
      labelled(brand.name, facts.aboutSummary),
      [links.about],
      [s.howItWorks, s.programs, s.findJobs, s.mission],
    ),
    documentOf('values', 'values', m.vision, values, [links.about], [s.statistics, s.howItWorks, s.programs]),
    documentOf(
      'statistics',
      'statistics',
      m.statistics,
      statistics,
      [links.about, links.howItWorks],
      [s.howItWorks, s.programs, s.findJobs],
    ),
  ];
}

/** The steps from a new account to a certificate. */
export function howItWorksDocuments({ facts, m, s, links, labelled }: KnowledgeContext): StaticEntry[] {
  const words = {
    title: m.howItWorks.title,
    keywords: `${m.howItWorks.keywords} ${facts.steps.map((step) => step.title).join(' ')}`,
  };
  const text = [m.howItWorks.intro, ...facts.steps.map((step, i) => `${i + 1}. ${labelled(step.title, step.description)}`)].join(
    '\n',
  );
  return [
    documentOf('how-it-works', 'how-it-works', words, text, [links.howItWorks], [s.createAccount, s.programs, s.certificates]),
  ];
}
