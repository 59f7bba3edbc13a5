import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locale } from '@intambwe/i18n/locales';
import { demoJobs } from '../db/seed-data/jobs.js';
import { seedDemoData } from '../db/seed.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';
import { assistantAsker } from '../test-support/assistant.js';
import { answerLanguage, detectLanguage } from './detect-language.js';
import { assistantMessages, englishAssistantMessages, listText } from './languages.js';
import { textRules } from './text.js';
import { findApiRoot } from '../config.js';
import { readAssistantCatalog } from './languages.js';

/**
 * What the chat widget sends by itself in a language (libs/chat-widget's catalog): its default suggestions,
 * those of its failure reply (but 'Try again', which sends the failed question again) and its quick actions.
 */
function widgetQuestions(locale: Locale): string[] {
  const file = join(findApiRoot(), '../../libs/chat-widget/src/widget/locales', `${locale}.po`);
  const catalog = readAssistantCatalog(file, locale);
  return Object.entries(catalog)
    .filter(([id]) => /^chat\.(defaultSuggestions|failureSuggestions|quickActionItems)\./.test(id) && id !== 'chat.failureSuggestions.tryAgain')
    .map(([, message]) => (message as unknown[]).join(''));
}

/**
 * The assistant in French, Kinyarwanda and Swahili: which language a question
 * is in, how each language's words are read, and answers through POST
 * /api/ai/chat in the language of the question. The assertions are on the
 * assistant's own sentences (apps/api/data/locales/assistant.<locale>.po), not
 * on the platform facts, which their translators are still filling in.
 */
describe('the language of a question', () => {
  it.each<[string, Locale]>([
    ['Je cherche un emploi à Kigali', 'fr'],
    ['Comment réinitialiser mon mot de passe ?', 'fr'],
    ['Quels cours proposez-vous ?', 'fr'],
    ['Bonjour', 'fr'],
    ['Ni gute niyandikisha?', 'rw'],
    ['Ndashaka akazi i Kigali', 'rw'],
    ['Ese mpabwa icyemezo?', 'rw'],
    ['Murakoze cyane', 'rw'],
    ['Ninawezaje kujisajili?', 'sw'],
    ['Je, kuna kazi Nairobi?', 'sw'],
    ['Ninataka kozi za bure', 'sw'],
    ['Asante sana', 'sw'],
    ['jobs in kigali', 'en'],
    ['How do I reset my password?', 'en'],
    ['what are your opening hours', 'en'],
    ['Tell me more', 'en'],
  ])('%s: %s', (question, locale) => {
    expect(detectLanguage(question)).toBe(locale);
  });

  it.each(['Hi', 'hello', 'Kigali', 'ok', '12345', '?', 'ni', 'xqzv plok wubbel', 'na ni'])(
    '%s: too short or too mixed to tell',
    (question) => {
      expect(detectLanguage(question)).toBeNull();
    },
  );

  it("falls back to the page's language (the widget's extras.locale), then to English", () => {
    expect(answerLanguage('Hi', 'fr')).toBe('fr');
    expect(answerLanguage('Kigali', 'sw')).toBe('sw');
    expect(answerLanguage('Hi', 'de')).toBe('en');
    expect(answerLanguage('Hi', 42)).toBe('en');
    expect(answerLanguage('Hi')).toBe('en');
    // The question's own language wins over the page's.
    expect(answerLanguage('Je cherche un emploi', 'sw')).toBe('fr');
    expect(answerLanguage('jobs in kigali', 'rw')).toBe('en');
  });
});

describe("how each language's words are read", () => {
  const terms = (locale: Locale, question: string) => textRules(locale).questionTerms(question).map(({ term }) => term);

  it('French: accents folded, elisions split, plurals meet their singular, filler words dropped', () => {
    expect(terms('fr', 'Réinitialiser mon mot de passe')).toEqual(terms('fr', 'reinitialiser mot passe'));
    expect(terms('fr', "Je cherche l’emploi et des emplois à l'étranger")).toEqual(['emploi', 'etranger']);
  });

  it("English words are stemmed in English only (Porter's stemmer is English)", () => {
    expect(terms('en', 'accounting')).toEqual(['account']);
    expect(terms('fr', 'accounting')).toEqual(['accounting']);
    expect(terms('sw', 'accounting')).toEqual(['accounting']);
  });

  it('Kinyarwanda: a noun reads the same with or without its first vowel ("amasomo", "ku masomo")', () => {
    expect(terms('rw', 'amasomo')).toEqual(terms('rw', 'ku masomo'));
    expect(terms('rw', "Nyereka imyanya y’akazi")).toEqual(['myanya', 'kazi']);
  });

  it('Swahili: question words and "I want" carry no topic', () => {
    expect(terms('sw', 'Ninataka kujua kozi gani zipo?')).toEqual(['kujua', 'kozi', 'zipo']);
  });

  it('lists read in each language', () => {
    expect(listText(['live sessions', 'certification'], 'en')).toBe('live sessions and certification');
    expect(listText(['séances en direct', 'certification'], 'fr')).toBe('séances en direct et certification');
    expect(listText(['vikao', 'vyeti'], 'sw')).toBe('vikao na vyeti');
    expect(listText(['ibiganiro', 'icyemezo'], 'rw')).toBe('ibiganiro n’icyemezo');
    expect(listText(['ibiganiro', 'impamyabumenyi', 'seritifika'], 'rw')).toBe('ibiganiro, impamyabumenyi na seritifika');
  });
});

describe("the assistant's catalogs", () => {
  let directory: string;
  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'assistant-catalogs-'));
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  const po = (entries: Record<string, string>) =>
    ['msgid ""', 'msgstr ""', '"Language: fr\\n"', '', ...Object.entries(entries).flatMap(([id, text]) => [`msgid "${id}"`, `msgstr "${text}"`, ''])].join('\n');

  it('says what a catalog translates in its language, and the rest in English', () => {
    writeFileSync(join(directory, 'assistant.fr.po'), po({ 'assistant.jobs.more': '… et {count} autres.', 'assistant.jobs.latest': '' }));
    const fr = assistantMessages('fr', directory);
    expect(fr.jobs.more({ count: 3 })).toBe('… et 3 autres.');
    expect(fr.jobs.latest).toBe(englishAssistantMessages().jobs.latest);
    // No catalog at all: English.
    expect(assistantMessages('sw', directory).suggest.programs).toBe('What programs do you offer?');
  });

  it('names the translation that is not a valid ICU message', () => {
    writeFileSync(join(directory, 'assistant.rw.po'), po({ 'assistant.jobs.more': '{count, plural, one {x}' }));
    expect(() => assistantMessages('rw', directory)).toThrow(/assistant\.rw\.po: the translation of assistant\.jobs\.more/);
  });

  it('every language of apps/api/data/locales translates every sentence (npm run i18n:check says which do not)', () => {
    const en = englishAssistantMessages();
    for (const locale of ['fr', 'rw', 'sw'] as const) {
      const m = assistantMessages(locale);
      expect(m.clarify.text({ brand: 'B' })).not.toBe(en.clarify.text({ brand: 'B' }));
      expect(Object.values(m.suggest).filter((text) => (Object.values(en.suggest) as string[]).includes(text))).toEqual([]);
    }
  });
});

describe('the assistant answers in the language of the question', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedDemoData(ctx.database.db);
  });
  afterAll(async () => ctx.close());

  const ask = assistantAsker(() => ctx, 40);

  const kigaliJobs = demoJobs.filter((job) => job.status === 'open' && job.location.includes('Kigali')).map((job) => job.title);
  const en = englishAssistantMessages();
  const fr = assistantMessages('fr');
  const rw = assistantMessages('rw');
  const sw = assistantMessages('sw');

  it('Kinyarwanda: "Ni gute niyandikisha?" gets how to register, in Kinyarwanda, linking to the Kinyarwanda page', async () => {
    const answer = await ask('Ni gute niyandikisha?');
    expect(answer.message).toBe(rw.account.register.text.replace('](/register)', '](/rw/register)'));
    expect(answer.sources).toEqual([{ title: rw.sources.register, href: '/rw/register' }]);
    expect(answer.suggestions).toContain(rw.suggest.chooseRole);
  });

  it('French: "Je cherche un emploi à Kigali" gets the jobs in Kigali, in French', async () => {
    const answer = await ask('Je cherche un emploi à Kigali');
    expect(answer.message.split('\n')[0]).toBe(fr.jobs.matching({ what: fr.live.quoted({ word: 'Kigali' }) }));
    for (const title of kigaliJobs) expect(answer.message).toContain(title);
    expect(answer.message).toContain(`(${fr.live.jobTypes.full_time})`);
    expect(answer.message).toContain(fr.jobs.updatedHourly({ portal: '[Intambwe Jobs](https://jobs.example.com/jobs)' }));
    expect(answer.sources).toEqual([{ title: fr.sources.jobPortalJobs({ portal: 'Intambwe Jobs' }), href: 'https://jobs.example.com/jobs' }]);
    expect(answer.suggestions).toContain(fr.suggest.jobSearchTips);
  });

  it('Swahili: "Ninawezaje kujisajili?" gets how to register, in Swahili', async () => {
    const answer = await ask('Ninawezaje kujisajili?');
    expect(answer.message).toBe(sw.account.register.text.replace('](/register)', '](/sw/register)'));
    expect(answer.suggestions).toContain(sw.suggest.chooseRole);
  });

  it('Swahili: "Je, kuna kazi Nairobi?" lists the jobs in Nairobi, in Swahili', async () => {
    const answer = await ask('Je, kuna kazi Nairobi?');
    expect(answer.message.split('\n')[0]).toBe(sw.jobs.matching({ what: sw.live.quoted({ word: 'Nairobi' }) }));
    for (const job of demoJobs.filter((j) => j.status === 'open' && j.location.includes('Nairobi'))) expect(answer.message).toContain(job.title);
  });

  it('French: prices and free courses in French words, course titles as written', async () => {
    const answer = await ask('Cours gratuits');
    expect(answer.message.split('\n')[0]).toBe(fr.courses.matching({ what: fr.live.quoted({ word: 'gratuits' }) }));
    expect(answer.message).toContain(`${fr.courses.free}, `);
    expect(answer.message).toContain('Interview Confidence in 5 Days');
  });

  it('English stays as it was', async () => {
    const answer = await ask('how do i create an account');
    expect(answer.message).toBe(en.account.register.text);
    expect(answer.sources).toEqual([{ title: 'Create an account', href: '/register' }]);
  });

  it("answers a greeting too short to tell in the page's language, else in English", async () => {
    expect((await ask('Hi', { locale: 'fr' })).message).toBe(fr.greeting.text({ brand: 'Intambwe Careers' }));
    expect((await ask('Hi', { locale: 'rw' })).message).toBe(rw.greeting.text({ brand: 'Intambwe Careers' }));
    expect((await ask('Hi', { locale: 'de' })).message).toBe(en.greeting.text({ brand: 'Intambwe Careers' }));
    expect((await ask('Hi')).message).toBe(en.greeting.text({ brand: 'Intambwe Careers' }));
    // A question in a language is answered in it, whatever the page's.
    expect((await ask('Murakoze cyane', { locale: 'en' })).message).toBe(rw.thanks.text);
  });

  it.each<[string, Locale | 'en']>([
    ['How does the platform work?', 'en'],
    ['Comment fonctionne la plateforme ?', 'fr'],
    ['Comment ça marche ?', 'fr'],
    ['Urubuga rukora rute?', 'rw'],
    ['Jukwaa linafanyaje kazi?', 'sw'],
  ])('"%s" gets how the platform works (its steps), not what the assistant can help with', async (question, locale) => {
    const m = locale === 'en' ? en : assistantMessages(locale);
    const answer = await ask(question);
    expect(answer.message.split('\n')[0]).toBe(m.howItWorks.intro);
  });

  it("clarifies in the question's language when it knows nothing of it", async () => {
    expect((await ask('xqzv plok', { locale: 'sw' })).message).toBe(sw.clarify.text({ brand: 'Intambwe Careers' }));
  });

  it.each(['fr', 'rw', 'sw'] as const)(
    '%s: every suggestion it offers, and the widget’s, is answered in the language without asking to clarify',
    async (locale) => {
      const m = assistantMessages(locale);
      const own = new Set<string>(Object.values(m.suggest));
      const widget = widgetQuestions(locale);
      expect(widget.length).toBe(10);
      const clarify = m.clarify.text({ brand: 'Intambwe Careers' });
      for (const question of [...own, ...widget]) {
        const answer = await ask(question, { locale });
        expect({ question, clarifies: answer.message === clarify }).toEqual({ question, clarifies: false });
        // Its suggestions are in the language: the assistant's own, in that language.
        expect({ question, foreign: answer.suggestions.filter((s) => !own.has(s)) }).toEqual({ question, foreign: [] });
      }
    },
  );
});
