import { businessHoursIn } from '@intambwe/landing/content';
import type { StaticEntry } from './entries.js';
import { bullets, type KnowledgeContext } from './context.js';

/** How to reach us, when we are open, and what stays true of prices. */
export function contactDocuments({ facts, settings, locale, m, s, links, labelled }: KnowledgeContext): StaticEntry[] {
  const { brand } = settings;
  const firstStep = facts.steps[0];
  return [
    {
      id: 'contact',
      kind: 'contact',
      title: m.contact.title,
      keywords: m.contact.keywords,
      text: m.contact.text({ contactEmail: brand.contactEmail, supportEmail: brand.supportEmail, phone: brand.phone, address: brand.address }),
      sources: [links.contact],
      suggestions: [s.hours, s.platformHelp, s.resetPassword],
    },
    {
      id: 'hours',
      kind: 'hours',
      title: m.hours.title,
      keywords: m.hours.keywords,
      text: [m.hours.intro, bullets(businessHoursIn(brand.businessHours, locale).map((slot) => labelled(slot.days, slot.hours)))].join('\n'),
      sources: [links.contact],
      suggestions: [s.contact, s.platformHelp],
    },
    {
      id: 'pricing',
      kind: 'pricing',
      title: m.pricing.title,
      keywords: m.pricing.keywords,
      // Live course prices are added when answering; this is what stays true.
      text: [firstStep ? labelled(firstStep.title, firstStep.description) : '', m.pricing.coaching({ email: brand.contactEmail })].filter(Boolean).join('\n'),
      sources: [links.services],
      suggestions: [s.freeCourses, s.courses, s.contact],
    },
  ];
}
