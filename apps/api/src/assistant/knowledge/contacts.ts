import { businessHoursIn } from '@intambwe/platform-facts';
import type { StaticEntry } from './entries.js';
import { bullets, documentOf, type KnowledgeContext } from './context.js';

/** How to reach us, when we are open, and what stays true of prices. */
export function contactDocuments({ facts, settings, locale, m, s, links, labelled }: KnowledgeContext): StaticEntry[] {
  const { brand } = settings;
  const firstStep = facts.steps[0];
  const contact = m.contact.text({
    contactEmail: brand.contactEmail,
    supportEmail: brand.supportEmail,
    phone: brand.phone,
    address: brand.address,
  });
  const hours = [
    m.hours.intro,
    bullets(businessHoursIn(brand.businessHours, locale).map((slot) => labelled(slot.days, slot.hours))),
  ].join('\n');
  // Live course prices are added when answering; this is what stays true.
  const pricing = [
    firstStep ? labelled(firstStep.title, firstStep.description) : '',
    m.pricing.coaching({ email: brand.contactEmail }),
  ]
    .filter(Boolean)
    .join('\n');
  return [
    documentOf('contact', 'contact', m.contact, contact, [links.contact], [s.hours, s.platformHelp, s.resetPassword]),
    documentOf('hours', 'hours', m.hours, hours, [links.contact], [s.contact, s.platformHelp]),
    documentOf('pricing', 'pricing', m.pricing, pricing, [links.services], [s.freeCourses, s.courses, s.contact]),
  ];
}
