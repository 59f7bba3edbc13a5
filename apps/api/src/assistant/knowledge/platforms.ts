import { platformName as nameOf, platformUrl as urlOf } from '@intambwe/contract';
import type { PlatformCard } from '@intambwe/platform-facts';
import type { StaticEntry } from './entries.js';
import { bullets, type KnowledgeContext } from './context.js';

/** The two sister platforms: one summary, then one document each. */
export function platformDocuments({ facts, settings, locale, m, s, links, labelled }: KnowledgeContext): StaticEntry[] {
  const { brand } = settings;
  const isElearning = (card: PlatformCard) => card.link === 'elearning';
  const platformName = (card: PlatformCard) => nameOf(card.link, brand);
  const platformUrl = (card: PlatformCard) => urlOf(card.link, settings);
  const platformFor = (card: PlatformCard) => (isElearning(card) ? m.platforms.forElearning : m.platforms.forJobPortal);
  const platformLink = (card: PlatformCard) => `[${platformName(card)}](${platformUrl(card)})`;
  const summary: StaticEntry = {
    id: 'platforms',
    kind: 'platforms',
    title: m.platforms.title,
    keywords: m.platforms.keywords,
    text: [
      m.platforms.intro,
      bullets(
        facts.platforms.map((card) =>
          m.platforms.line({
            link: platformLink(card),
            title: card.title,
            audience: platformFor(card),
            description: card.description,
          }),
        ),
      ),
    ].join('\n'),
    sources: [links.platforms],
    suggestions: [s.chooseRole, s.courses, s.findJobs],
  };
  return [
    summary,
    ...facts.platforms.map(
      (card): StaticEntry => ({
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
        suggestions: isElearning(card) ? [s.courses, s.chooseRole, s.certificates] : [s.findJobs, s.jobSearchTips, s.chooseRole],
      }),
    ),
  ];
}
