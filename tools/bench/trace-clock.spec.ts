// @ts-expect-error plain ESM module without types, run by `npm run bench`
import { blockingFromTrace, competingCpu, mainThreadClock } from './trace-clock.mjs';

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

describe("the browser's and GPU process's CPU time while the page's main thread is busy", () => {
  const processName = (pid: number, name: string) => ({ name: 'process_name', ph: 'M', pid, tid: 0, args: { name } });

  it("counts their top-level tasks in the share that overlaps the page's tasks, and no one else's", () => {
    const events = [
      processName(1, 'Renderer'),
      processName(3, 'Browser'),
      processName(4, 'GPU Process'),
      processName(5, 'Utility'),
      thread(1, 7, 'CrRendererMain'),
      thread(3, 3, 'CrBrowserMain'),
      thread(4, 9, 'VizCompositorThread'),
      task(1, 7, 100_000, 100_000, 50_000), // the page: 100-200 ms
      task(1, 7, 400_000, 100_000, 40_000), // and 400-500 ms
      task(1, 8, 120_000, 30_000, 30_000), // another thread of the renderer: not counted
      task(3, 3, 50_000, 20_000, 20_000), // the browser, before the page began
      task(3, 3, 150_000, 60_000, 45_000), // the browser, 50 of its 60 ms beside the page's task
      task(3, 3, 160_000, 10_000, 10_000), // nested in the one above
      task(4, 9, 250_000, 100_000, 80_000), // the GPU process between the page's tasks
      task(4, 9, 450_000, 20_000, 20_000), // the GPU process beside the page's last task
      task(4, 9, 520_000, 10_000, 10_000), // after it
      task(5, 2, 150_000, 90_000, 90_000), // a utility process: not counted
    ];
    expect(competingCpu(events)).toBeCloseTo(45 * (50 / 60) + 20);
  });

  it('gives nothing for a trace without a renderer', () => {
    expect(competingCpu([processName(3, 'Browser'), thread(3, 3, 'CrBrowserMain'), task(3, 3, 0, 10, 10)])).toBeNull();
  });
});

describe('the total blocking time of the observed trace, on the clock and on a CPU', () => {
  const paint = (pid: number, ts: number) => ({ name: 'firstContentfulPaint', ph: 'R', pid, tid: 7, ts });

  it("slows the page's tasks from its first paint on, counting a task that began before it with its part after it", () => {
    const events = [
      thread(1, 1, 'CrRendererMain'), // about:blank
      thread(2, 7, 'CrRendererMain'), // the page
      task(1, 1, 0, 3_000, 3_000),
      paint(2, 100_000),
      task(2, 7, 0, 40_000, 40_000), // before the paint: not counted
      task(2, 7, 80_000, 40_000, 20_000), // 20 ms after the paint, 10 of them on a CPU
      task(2, 7, 200_000, 30_000, 5_000), // 30 ms on the clock, 5 on a CPU
      task(2, 7, 201_000, 10_000, 2_000), // nested in the one above
      task(2, 7, 300_000, 5_000, 5_000), // short at any speed
    ];
    // At 8x: 20 ms -> 160 (110 blocking), 30 ms -> 240 (190); on a CPU 10 ms -> 80 (30), 5 ms -> 40 (none).
    expect(blockingFromTrace(events, 8)).toEqual({ onClockMs: 110 + 190, onCpuMs: 30 });
  });

  it('gives nothing without a first contentful paint or a renderer', () => {
    expect(blockingFromTrace([thread(2, 7, 'CrRendererMain'), task(2, 7, 0, 90_000, 90_000)], 4)).toBeNull();
    expect(blockingFromTrace([thread(3, 3, 'CrBrowserMain'), task(3, 3, 0, 10, 10)], 4)).toBeNull();
  });

  it("ignores a paint in another process (about:blank's, or another page's)", () => {
    const events = [thread(2, 7, 'CrRendererMain'), paint(9, 0), task(2, 7, 10_000, 90_000, 90_000)];
    expect(blockingFromTrace(events, 1)).toBeNull();
  });
});
