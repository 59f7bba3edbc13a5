import { testContext } from '../../test-support/knowledge.js';
import { topicDocuments } from './topics.js';

describe('topic and small-talk documents', () => {
  it('holds the topics, the weighted help document and the small talk', async () => {
    const docs = topicDocuments(await testContext());
    expect(docs.map((doc) => doc.id)).toEqual([
      'certificates',
      'assessments',
      'coaching',
      'job-tips',
      'employers',
      'testimonials',
      'privacy',
      'help',
      'greeting',
      'thanks',
    ]);
    expect(docs.find((doc) => doc.id === 'help')?.weight).toBe(1.5);
    expect(docs.filter((doc) => doc.kind === 'small-talk').every((doc) => doc.sources.length === 0)).toBe(true);
  });

  it("names the brand's job portal in the job tips", async () => {
    const context = await testContext();
    const tips = topicDocuments(context).find((doc) => doc.id === 'job-tips');
    expect(tips?.text).toContain(context.settings.brand.platforms.jobPortal.name);
    expect(tips?.sources.map((source) => source.href)).toContain(`${context.settings.jobPortalUrl}/jobs`);
  });
});
