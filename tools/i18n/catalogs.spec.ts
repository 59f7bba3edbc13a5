import { checkCatalogs, placeholders, renderCatalog, TRANSLATED_LIBRARIES } from './catalogs.mts';

describe('translation catalogs', () => {
  it('every library translates every message into French, Kinyarwanda and Swahili, no more, with the same values', async () => {
    const problems = await checkCatalogs();
    expect(problems.map((p) => `${p.library} ${p.locale} ${p.id}: ${p.problem}${p.detail ? ` (${p.detail})` : ''}`)).toEqual([]);
  });

  it('reads the values and tags a message takes, not the text of its cases', () => {
    expect(placeholders('Open the {platform, select, elearning {E-Learning platform} other {Job Portal}}')).toEqual(['platform']);
    expect(placeholders('If an account exists for {email}, we sent a link')).toEqual(['email']);
    expect(placeholders('I agree to the <terms>Terms</terms> and <privacy>Privacy</privacy>')).toEqual(['<privacy>', '<terms>']);
    expect(placeholders('{count, plural, one {# course} other {# courses}} by {name}')).toEqual(['count', 'name']);
  });

  it('writes a catalog that keeps translations and drops messages no longer in code', () => {
    const text = renderCatalog(
      TRANSLATED_LIBRARIES[0]!,
      'fr',
      [
        { id: 'a.kept', english: 'Kept' },
        { id: 'a.new', english: 'New' },
      ],
      new Map([
        ['a.kept', 'Gardé'],
        ['a.gone', 'Parti'],
      ]),
    );
    expect(text).toContain('#. Kept\nmsgid "a.kept"\nmsgstr "Gardé"');
    expect(text).toContain('#. New\nmsgid "a.new"\nmsgstr ""');
    expect(text).not.toContain('a.gone');
  });
});
