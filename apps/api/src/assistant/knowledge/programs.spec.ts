import { testContext } from '../../test-support/knowledge.js';
import { programDocuments } from './programs.js';

describe('program documents', () => {
  it('lists the fields, then each field with its programs, then each program', async () => {
    const context = await testContext();
    const docs = programDocuments(context);
    expect(docs[0]).toMatchObject({ id: 'services', kind: 'services', weight: 1.4 });
    expect(docs.filter((doc) => doc.kind === 'field')).toHaveLength(context.facts.fields.length);
    const programs = Object.values(context.facts.catalog).flat();
    expect(docs.filter((doc) => doc.kind === 'program')).toHaveLength(programs.length);
  });

  it('names a program by field, position and a slug of its name, and keeps its field', async () => {
    const context = await testContext();
    const field = context.facts.fields[0];
    const first = field && context.facts.catalog[field.id]?.[0];
    const doc = programDocuments(context).find((entry) => entry.kind === 'program' && entry.title === first?.name);
    expect(doc?.id).toMatch(new RegExp(`^program-${field?.id}-1-[a-z0-9-]+$`));
    expect(doc?.fieldTitle).toBe(field?.title);
  });
});
