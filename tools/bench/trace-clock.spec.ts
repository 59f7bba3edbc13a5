// @ts-expect-error plain ESM module without types, run by `npm run bench`
import { mainThreadClock } from './trace-clock.mjs';

const thread = (pid: number, tid: number, name: string) => ({ name: 'thread_name', ph: 'M', pid, tid, args: { name } });
const task = (pid: number, tid: number, ts: number, dur: number, tdur: number) => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts,
  dur,
  tdur,
});

describe("the page main thread's clock time and CPU time", () => {
  it("sums the busiest renderer main thread's top-level tasks, counting a nested task once", () => {
    const events = [
      thread(1, 1, 'CrRendererMain'), // about:blank
      thread(2, 7, 'CrRendererMain'), // the page
      thread(3, 3, 'CrBrowserMain'),
      task(1, 1, 0, 5_000, 5_000),
      task(2, 7, 1_000, 180_000, 60_000), // 120 ms waiting for a core
      task(2, 7, 2_000, 10_000, 10_000), // inside the one above
      task(2, 7, 300_000, 40_000, 40_000),
      task(3, 3, 0, 900_000, 900_000),
    ];
    expect(mainThreadClock(events)).toEqual({
      clockMs: 220,
      cpuMs: 100,
      waitingShare: 120 / 220,
      longTasksOnClock: 1,
      longTasksOnCpu: 1,
    });
  });

  it('says when a long task was long only because it waited', () => {
    const events = [thread(2, 7, 'CrRendererMain'), task(2, 7, 0, 90_000, 20_000)];
    expect(mainThreadClock(events)).toMatchObject({ longTasksOnClock: 1, longTasksOnCpu: 0 });
  });

  it('gives nothing for a trace without a renderer', () => {
    expect(mainThreadClock([thread(3, 3, 'CrBrowserMain'), task(3, 3, 0, 10, 10)])).toBeNull();
  });
});
