import { testContext } from '../../test-support/knowledge.js';
import { contactDocuments } from './contacts.js';

describe('contact, hours and pricing documents', () => {
  it("states the brand's addresses, business hours and the coaching quote", async () => {
    const context = await testContext();
    const { brand } = context.settings;
    const [contact, hours, pricing] = contactDocuments(context);
    expect(contact?.text).toContain(brand.contactEmail);
    expect(contact?.text).toContain(brand.phone);
    expect(hours?.text.split('\n')[0]).toBe(context.m.hours.intro);
    expect(
      hours?.text
        .split('\n')
        .slice(1)
        .every((line) => line.startsWith('- ')),
    ).toBe(true);
    expect(pricing?.text).toContain(context.m.pricing.coaching({ email: brand.contactEmail }));
  });

  it('speaks the language of the context', async () => {
    const context = await testContext('fr');
    const [, hours] = contactDocuments(context);
    expect(hours?.title).toBe(context.m.hours.title);
    expect(hours?.title).not.toBe((await testContext('en')).m.hours.title);
  });
});
