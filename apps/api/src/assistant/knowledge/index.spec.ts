import { testContext } from '../../test-support/knowledge.js';
import { bullets, slug } from './context.js';
import { buildStaticKnowledge } from './index.js';
import { speechIn } from './settings.js';

describe('buildStaticKnowledge', () => {
  it('puts every concern together, each document once', async () => {
    const { facts, settings } = await testContext();
    const entries = buildStaticKnowledge(facts, settings, speechIn('en'));
    const ids = entries.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, 4)).toEqual(['about', 'values', 'statistics', 'how-it-works']);
    expect(ids.slice(-2)).toEqual(['jobs', 'courses']);
    const kinds = new Set(entries.map((entry) => entry.kind));
    for (const kind of [
      'platforms',
      'services',
      'field',
      'program',
      'contact',
      'hours',
      'pricing',
      'topic',
      'account',
      'small-talk',
    ] as const)
      expect(kinds).toContain(kind);
  });
});

describe('layout helpers', () => {
  it('bullets lines and slugs names', () => {
    expect(bullets(['a', 'b'])).toBe('- a\n- b');
    expect(slug('Web Development & Design!')).toBe('web-development-design');
  });
});
