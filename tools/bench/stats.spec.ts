// @ts-expect-error plain ESM module without types, run by `npm run bench`
import { formatSummary, median, ms, summarise, summariseEach } from './stats.mjs';

describe('median and range of a figure over its runs', () => {
  it('takes the middle run, the lower middle of an even count', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2);
    expect(median([])).toBeNull();
  });

  it('counts runs without a figure (a lost press) apart, never as a time', () => {
    expect(summarise([120, null, 80, 100, 300])).toEqual({
      median: 100,
      min: 80,
      max: 300,
      missing: 1,
      runs: [120, null, 80, 100, 300],
    });
  });

  it('prints "median (min-max)", the runs without a figure, or that none gave one', () => {
    expect(formatSummary(summarise([1200, 900, 1500]), ms)).toBe('1,200 ms (900 ms-1,500 ms)');
    expect(formatSummary(summarise([97, 97]))).toBe('97');
    expect(formatSummary(summarise([150, null]), ms)).toBe('150 ms, 1 of 2 none');
    expect(formatSummary(summarise([null, null]), ms)).toBe('none of 2');
  });

  it('summarises each named figure of a list of runs', () => {
    const figures = summariseEach(
      [
        { tbt: 300, fcp: 900 },
        { tbt: 100, fcp: 1000 },
        { tbt: 200, fcp: 950 },
      ],
      ['tbt'],
    );
    expect(Object.keys(figures)).toEqual(['tbt']);
    expect(figures.tbt).toMatchObject({ median: 200, min: 100, max: 300 });
  });
});
