import type { StaticEntry } from './entries.js';
import { bullets, documentOf, slug, type KnowledgeContext } from './context.js';

/** The program catalog: one summary of the fields, one document per field and one per program. */
export function programDocuments({ facts, m, s, links, labelled, tags }: KnowledgeContext): StaticEntry[] {
  const summary = [
    m.services.intro({ count: facts.fields.length }),
    bullets(facts.fields.map((field) => field.title)),
    tags,
  ].join('\n');
  const entries: StaticEntry[] = [
    // "What programs do you offer?" asks for the catalog, not the one field whose title says "Programs".
    {
      ...documentOf(
        'services',
        'services',
        m.services,
        summary,
        [links.services],
        [s.tvet, s.courses, s.certificates, s.pricing],
      ),
      weight: 1.4,
    },
  ];
  for (const field of facts.fields) {
    const programs = facts.catalog[field.id] ?? [];
    entries.push({
      id: `field-${field.id}`,
      kind: 'field',
      title: field.title,
      keywords: `${field.title} ${m.field.keywords}`,
      text: [
        labelled(field.title, field.description),
        m.field.programsOf({ title: field.title, count: programs.length }),
        bullets(programs.map((p) => p.name)),
        tags,
      ].join('\n'),
      sources: [links.services],
      suggestions: [s.courses, s.certificates, s.programs],
    });
    programs.forEach((program, index) => {
      entries.push({
        id: `program-${field.id}-${index + 1}-${slug(program.name)}`,
        kind: 'program',
        title: program.name,
        keywords: field.title,
        text: `${m.program.partOf({ name: program.name, field: field.title })} ${program.description}`,
        sources: [links.services],
        suggestions: [s.courses, s.certificates, s.createAccount],
        fieldTitle: field.title,
      });
    });
  }
  return entries;
}
