import { defaultPublicConfig, type Course, type Job } from '@intambwe/contract';
import type { LiveData } from './answer.js';
import { Assistant } from './assistant.js';
import { knowledgeSettings, loadPlatformFacts } from './knowledge/index.js';

const silent = { info: () => undefined, warn: () => undefined };

const job = (id: string, title: string, location: string): Job => ({
  _id: id,
  title,
  employer: { company: 'Test Co (demo)' },
  location,
  jobType: 'full_time',
  createdAt: new Date().toISOString(),
  skills: ['Welding'],
  isCurated: false,
});

const course = (id: string, title: string, price: number): Course => ({
  _id: id,
  title,
  description: 'A short course.',
  category: 'Technology',
  level: 'Beginner',
  price,
  duration: 10,
  enrollmentCount: 10,
  tags: [],
  instructor: { firstName: 'A', lastName: 'B' },
});

function assistantWith(loadLive: () => Promise<LiveData>, options: { liveTtlMs?: number; liveWaitMs?: number } = {}) {
  return new Assistant({ settings: knowledgeSettings(defaultPublicConfig), languageModel: null, log: silent, loadLive, ...options });
}

describe('Assistant live data', () => {
  it('reads new, changed and removed jobs when its data is stale', async () => {
    let live: LiveData = { jobs: [job('1', 'Welder', 'Huye, Rwanda')], courses: [] };
    const assistant = assistantWith(async () => live, { liveTtlMs: 0 });
    expect((await assistant.answer('jobs in huye')).message).toContain('Welder');

    live = { jobs: [job('2', 'Plumber', 'Rubavu, Rwanda')], courses: [] };
    const after = await assistant.answer('jobs in rubavu');
    expect(after.message).toContain('Plumber');
    expect(after.message).not.toContain('Welder');
    expect((await assistant.answer('jobs in huye')).message).toContain("couldn't find open jobs matching");
  });

  it('reads the database once per freshness window, not once per question', async () => {
    let reads = 0;
    const assistant = assistantWith(async () => {
      reads += 1;
      return { jobs: [job('1', 'Welder', 'Huye, Rwanda')], courses: [course('c1', 'Welding Basics', 0)] };
    });
    await assistant.answer('jobs in huye');
    await assistant.answer('free courses');
    await assistant.answer('how much does it cost');
    expect(reads).toBe(1);
  });

  it('still answers from the platform facts when the database cannot be read', async () => {
    const assistant = assistantWith(async () => {
      throw new Error('database down');
    });
    expect((await assistant.answer('what are your opening hours')).message).toContain('Sunday: Closed');
    expect(assistant.hasLiveData).toBe(false);
    const jobs = await assistant.answer('any jobs?');
    expect(jobs.message).toContain('There are no open jobs listed right now');
  });

  it('does not keep a question waiting for slow live data', async () => {
    const assistant = assistantWith(() => new Promise<LiveData>(() => undefined), { liveWaitMs: 20 });
    expect((await assistant.answer('how do i reset my password')).message).toContain('/forgot-password');
  });

  it('says prices from the courses it reads', async () => {
    const assistant = assistantWith(async () => ({ jobs: [], courses: [course('c1', 'Welding Basics', 0), course('c2', 'Advanced Welding', 250)] }));
    const answer = await assistant.answer('how much does it cost?');
    expect(answer.message).toContain('Free (Welding Basics)');
    expect(answer.message).toContain('$250 (Advanced Welding)');
  });
});

describe('Assistant languages', () => {
  it('builds one index per language, once, on its first question, from the facts in that language', async () => {
    const read: string[] = [];
    const assistant = new Assistant({
      settings: knowledgeSettings(defaultPublicConfig),
      languageModel: null,
      log: silent,
      loadLive: async () => ({ jobs: [job('1', 'Welder', 'Huye, Rwanda')], courses: [] }),
      loadFacts: async (locale) => {
        read.push(locale);
        return loadPlatformFacts(locale);
      },
    });
    expect((await assistant.answer('jobs in huye')).locale).toBe('en');
    const french = await assistant.answer('des emplois à Huye ?');
    expect(french.locale).toBe('fr');
    // The live jobs are in every language's index, their words in that language.
    expect(french.message).toContain('**Welder**, Test Co (demo), Huye, Rwanda (Temps plein)');
    await assistant.answer('je cherche un emploi');
    expect((await assistant.answer('Hi', { locale: 'sw' })).locale).toBe('sw');
    expect(read).toEqual(['en', 'fr', 'sw']);
  });
});
