import { testContext } from '../../test-support/knowledge.js';
import { platformDocuments } from './platforms.js';

describe('platform documents', () => {
  it('sums the two platforms up, then one document each linking to its address', async () => {
    const context = await testContext();
    const [summary, ...each] = platformDocuments(context);
    expect(summary?.id).toBe('platforms');
    expect(each.map((doc) => doc.id)).toEqual(context.facts.platforms.map((card) => `platform-${card.id}`));
    const { elearning, jobPortal } = context.settings.brand.platforms;
    expect(summary?.text).toContain(`[${elearning.name}](${context.settings.elearningUrl})`);
    expect(summary?.text).toContain(`[${jobPortal.name}](${context.settings.jobPortalUrl})`);
    for (const doc of each)
      expect(doc.sources[1]?.href).toMatch(new RegExp(`^(${context.settings.elearningUrl}|${context.settings.jobPortalUrl})$`));
  });
});
