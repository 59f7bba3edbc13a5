import { testContext } from '../../test-support/knowledge.js';
import { aboutDocuments, howItWorksDocuments } from './about.js';

describe('about documents', () => {
  it('says who we are, our vision, mission and values, and our figures', async () => {
    const context = await testContext();
    const [about, values, statistics] = aboutDocuments(context);
    expect([about?.id, values?.id, statistics?.id]).toEqual(['about', 'values', 'statistics']);
    expect(about?.text).toBe(`Intambwe Careers: ${context.facts.aboutSummary}`);
    expect(values?.text).toContain(context.facts.mission);
    for (const value of context.facts.values) expect(values?.text).toContain(`- ${value.title}: ${value.description}`);
    for (const stat of context.facts.statistics) expect(statistics?.text).toContain(`- ${stat.value} ${stat.label}`);
    expect(about?.sources).toEqual([{ title: context.links.about.title, href: '/#about' }]);
  });
});

describe('how-it-works document', () => {
  it('numbers the steps in order and finds them by their titles', async () => {
    const context = await testContext();
    const [doc] = howItWorksDocuments(context);
    context.facts.steps.forEach((step, i) => expect(doc?.text).toContain(`${i + 1}. ${step.title}: ${step.description}`));
    for (const step of context.facts.steps) expect(doc?.keywords).toContain(step.title);
  });
});
