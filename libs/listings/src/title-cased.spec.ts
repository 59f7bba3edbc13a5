import { titleCased } from './title-cased';

// Job types are pinned in job-rules.spec.ts (jobTypeLabel falls back on this rule); here, what is left.
describe('titleCased (a database word shown as it comes)', () => {
  it('capitalises each word between underscores', () => {
    expect(titleCased('night_SHIFT')).toBe('Night Shift');
    expect(titleCased('Seasonal')).toBe('Seasonal');
  });

  it('gives null when there is no word', () => {
    expect([titleCased('  '), titleCased('_'), titleCased(undefined)]).toEqual([null, null, null]);
  });
});
