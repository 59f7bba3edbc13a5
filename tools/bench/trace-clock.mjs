// How much of the page's main-thread task time in a Chromium trace was spent on a CPU, and how
// much waiting for one. Lighthouse's simulated throttling multiplies the tasks' clock time by
// the CPU slowdown; on a machine with few cores, part of that clock time is the renderer waiting
// while other processes (the browser, the GPU process compositing in software, Lighthouse itself,
// the server) hold the cores. That waiting is then slowed down too, and the same page scores lower
// on a 2-core machine than on one with cores to spare, whatever its benchmarkIndex.

import { blockingTime } from './tbt-sources.mjs';

const TASK = 'RunTask';

/** The renderer's main thread that ran the most task time (the page's, not about:blank's). */
function pageMainThread(events) {
  const names = new Map();
  for (const event of events) {
    if (event.name === 'thread_name' && event.args?.name === 'CrRendererMain') names.set(`${event.pid}:${event.tid}`, true);
  }
  const busy = new Map();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.ph === 'X' && event.name === TASK && names.has(key)) busy.set(key, (busy.get(key) ?? 0) + (event.dur ?? 0));
  }
  return [...busy.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/** The tasks of each thread (`pid:tid`), of the processes `pids` or of every process, gathered in one pass. */
function tasksByThread(events, pids = null) {
  const threads = new Map();
  for (const event of events) {
    if (event.ph !== 'X' || event.name !== TASK || typeof event.dur !== 'number') continue;
    if (pids && !pids.has(event.pid)) continue;
    const key = `${event.pid}:${event.tid}`;
    if (!threads.has(key)) threads.set(key, []);
    threads.get(key).push(event);
  }
  return threads;
}

/** A thread's top-level tasks in time order (a task nested in the one before is left out). */
function topLevel(tasks) {
  let end = -Infinity;
  return [...tasks]
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
    .filter((task) => {
      if (task.ts < end) return false;
      end = task.ts + task.dur;
      return true;
    });
}

/** The top-level tasks of one thread (`pid:tid`), in time order. */
const threadTasks = (events, thread) => topLevel(tasksByThread(events).get(thread) ?? []);

/** A task's time on a CPU (its thread's own time), never more than its time on the clock. */
const cpuTime = (task) => Math.min(task.tdur ?? task.dur, task.dur);

/**
 * Sums the page main thread's top-level tasks: time on the clock (`dur`) and time on a CPU
 * (`tdur`, the thread's own time). Tasks nested in another task are counted once, in the outer one.
 * Returns milliseconds and the share of clock time spent waiting, or null without such a thread.
 */
export function mainThreadClock(events) {
  const thread = pageMainThread(events);
  if (!thread) return null;
  let clock = 0;
  let cpu = 0;
  let longOnClock = 0;
  let longOnCpu = 0;
  for (const task of threadTasks(events, thread)) {
    const onCpu = cpuTime(task);
    clock += task.dur;
    cpu += onCpu;
    if (task.dur > 50_000) {
      longOnClock += 1;
      if (onCpu > 50_000) longOnCpu += 1;
    }
  }
  return {
    clockMs: clock / 1000,
    cpuMs: cpu / 1000,
    waitingShare: clock > 0 ? (clock - cpu) / clock : 0,
    /** Tasks over 50 ms on the clock, and how many of them were over 50 ms on a CPU too. */
    longTasksOnClock: longOnClock,
    longTasksOnCpu: longOnCpu,
  };
}

/** Processes whose work competes with the page's for the cores: the browser's and the GPU process's. */
const COMPETING_PROCESSES = new Set(['Browser', 'GPU Process']);

/**
 * The CPU time the browser process and the GPU process spent on their tasks while the page's main thread
 * was in one of its own, in milliseconds, or null without a page main thread. A task of theirs counts in
 * the share of its time that overlaps the page's tasks. In headless Chromium without a GPU these two draw
 * and composite frames in software (for the page, and for the browser's own badges and animations); on
 * two cores that is time the page's main thread waits (the "waiting for a core" share).
 */
export function competingCpu(events) {
  const thread = pageMainThread(events);
  if (!thread) return null;
  const pageTasks = threadTasks(events, thread).map((task) => [task.ts, task.ts + task.dur]);
  const overlap = (from, to) => {
    let sum = 0;
    for (const [start, end] of pageTasks) {
      if (start >= to) break;
      sum += Math.max(0, Math.min(end, to) - Math.max(start, from));
    }
    return sum;
  };
  const competing = new Set();
  for (const event of events) {
    if (event.name === 'process_name' && COMPETING_PROCESSES.has(event.args?.name)) competing.add(event.pid);
  }
  let cpu = 0;
  for (const tasks of tasksByThread(events, competing).values()) {
    for (const task of topLevel(tasks)) {
      if (task.dur > 0) cpu += cpuTime(task) * (overlap(task.ts, task.ts + task.dur) / task.dur);
    }
  }
  return cpu / 1000;
}

/** When the page first painted content, in trace time, or null: the `firstContentfulPaint` mark in the page's process. */
function firstContentfulPaint(events, pid) {
  let first = null;
  for (const event of events) {
    if (event.name === 'firstContentfulPaint' && event.pid === pid && (first === null || event.ts < first)) first = event.ts;
  }
  return first;
}

/**
 * The total blocking time of the observed trace, each of the page main thread's top-level tasks from its first
 * contentful paint on slowed by `multiplier`: once with the task's time on the clock, as simulated throttling
 * slows it (waiting for a core included), and once with its time on a CPU, as it would be with a core to
 * itself. A task that began before the paint counts with its part after it. The second figure is the page's own
 * work: it depends neither on what else held the cores nor on Lighthouse's simulated network.
 * Milliseconds, or null without a page main thread or a first contentful paint.
 */
export function blockingFromTrace(events, multiplier) {
  const thread = pageMainThread(events);
  if (!thread) return null;
  const pid = Number(thread.split(':')[0]);
  const paint = firstContentfulPaint(events, pid);
  if (paint === null) return null;
  const blocking = (microseconds) => blockingTime((microseconds / 1000) * multiplier);
  let onClock = 0;
  let onCpu = 0;
  for (const task of threadTasks(events, thread)) {
    const end = task.ts + task.dur;
    if (end <= paint || task.dur <= 0) continue;
    const share = (end - Math.max(task.ts, paint)) / task.dur;
    onClock += blocking(task.dur * share);
    onCpu += blocking(cpuTime(task) * share);
  }
  return { onClockMs: onClock, onCpuMs: onCpu };
}
