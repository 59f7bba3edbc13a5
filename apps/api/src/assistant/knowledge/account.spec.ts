import { testContext } from '../../test-support/knowledge.js';
import { accountDocuments } from './account.js';

describe('account documents', () => {
  it('helps with each step of an account, linking to its screen', async () => {
    const docs = accountDocuments(await testContext());
    expect(docs.map((doc) => doc.id)).toEqual([
      'account-register',
      'account-sign-in',
      'account-reset-password',
      'account-roles',
      'account-google',
      'account-logout',
    ]);
    expect(docs.find((doc) => doc.id === 'account-reset-password')?.sources[0]?.href).toBe('/forgot-password');
  });

  it('names both platforms where it explains the roles', async () => {
    const context = await testContext();
    const roles = accountDocuments(context).find((doc) => doc.id === 'account-roles');
    expect(roles?.text).toContain(context.settings.brand.platforms.elearning.name);
    expect(roles?.text).toContain(context.settings.brand.platforms.jobPortal.name);
  });
});
