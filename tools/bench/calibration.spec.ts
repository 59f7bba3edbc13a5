// @ts-expect-error plain ESM module without types, run by `npm run bench`
import { cpuSlowdownFor, describeRuns, loadChanged, measureBenchmarkIndex } from './calibration.mjs';

describe('the CPU slowdown calibrated from the benchmarkIndex (Lighthouse docs/throttling.md calculator)', () => {
  it('slows a host of 1,300 or more by 3 + (index - 1300) / 233: 3x at 1,300, 4x at 1,533, 6x at 2,000', () => {
    expect(cpuSlowdownFor(1300).multiplier).toBe(3);
    expect(cpuSlowdownFor(1533).multiplier).toBe(4);
    expect(cpuSlowdownFor(2000).multiplier).toBe(6);
    expect(cpuSlowdownFor(2330).multiplier).toBeCloseTo(7.42, 2);
  });

  it('slows a host between 800 and 1,300 by 2 + (index - 800) / 500, and one between 150 and 800 by 1 + (index - 150) / 650', () => {
    expect(cpuSlowdownFor(800).multiplier).toBe(2);
    expect(cpuSlowdownFor(1050).multiplier).toBe(2.5);
    expect(cpuSlowdownFor(150).multiplier).toBe(1);
    expect(cpuSlowdownFor(475).multiplier).toBe(1.5);
  });

  it('is continuous where the rules meet, and rises with the index', () => {
    expect(cpuSlowdownFor(1299.99).multiplier).toBe(3);
    expect(cpuSlowdownFor(799.99).multiplier).toBe(2);
    const indexes = [150, 400, 799, 800, 1000, 1299, 1300, 1533, 1800, 2500];
    const multipliers = indexes.map((index) => cpuSlowdownFor(index).multiplier);
    expect(multipliers).toEqual([...multipliers].sort((a, b) => a - b));
  });

  it("gives the calculator's range around the multiplier", () => {
    expect(cpuSlowdownFor(1533).range).toEqual([3.25, 4.75]);
    expect(cpuSlowdownFor(1050).range).toEqual([1.75, 3.25]);
    expect(cpuSlowdownFor(475).range).toEqual([1.25, 1.75]);
  });

  it('refuses a host below 150 (too slow to emulate the target phone) and what is not an index', () => {
    expect(() => cpuSlowdownFor(149)).toThrow(/too slow/);
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/not a benchmarkIndex/);
  });

  it('marks a run during which the index moved more than 20%', () => {
    expect(loadChanged({ benchmarkIndex: 1000, indexAfter: 1100 })).toBe(false);
    expect(loadChanged({ benchmarkIndex: 1000, indexAfter: 700 })).toBe(true);
    expect(loadChanged({ benchmarkIndex: 1000, indexAfter: 1300 })).toBe(true);
    expect(describeRuns([{ benchmarkIndex: 1533.4, multiplier: 4, indexAfter: 900 }])).toBe('1533->4.00x (after 900 !)');
  });

  it("measures the index in a bare protocol client's tab by sending Lighthouse's function there as one expression", async () => {
    const expressions: string[] = [];
    const tab = {
      async send(method: string, params: { expression: string }) {
        expect(method).toBe('Runtime.evaluate');
        expressions.push(params.expression);
        return { result: { value: await (0, eval)(params.expression) } };
      },
    };
    const index = await measureBenchmarkIndex(tab);
    expect(index).toBeGreaterThan(0);
    expect(expressions).toHaveLength(1);
    expect(expressions[0]).toMatch(/^\(function computeBenchmarkIndex\(/);
  });
});
