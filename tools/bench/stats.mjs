// Median and range of a figure's runs, and how they are printed: "median (min-max)".
// A run that gave no figure (a press that never answered, a list that never showed) is null:
// it is counted, never averaged in.

/** The median of numbers (the lower middle one of an even count, as the earlier bench did). */
export function median(values) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Median, lowest and highest of the runs that gave a figure, and how many gave none. */
export function summarise(runs) {
  const values = runs.filter((value) => typeof value === 'number' && Number.isFinite(value));
  return {
    median: median(values),
    min: values.length ? Math.min(...values) : null,
    max: values.length ? Math.max(...values) : null,
    missing: runs.length - values.length,
    runs,
  };
}

/** Summaries of each key of a list of run objects ({ tbt: 120, fcp: 900 } ...). */
export function summariseEach(samples, keys = Object.keys(samples[0] ?? {})) {
  return Object.fromEntries(keys.map((key) => [key, summarise(samples.map((sample) => sample[key] ?? null))]));
}

/** "1,234 ms (1,100-1,400)"; `unit` formats one value; "lost N" is added for runs without a figure. */
export function formatSummary(summary, unit = (value) => String(value)) {
  if (summary.median === null) return summary.missing ? `none of ${summary.runs.length}` : '-';
  const range = summary.min === summary.max ? '' : ` (${unit(summary.min)}-${unit(summary.max)})`;
  const missing = summary.missing ? `, ${summary.missing} of ${summary.runs.length} none` : '';
  return `${unit(summary.median)}${range}${missing}`;
}

const grouped = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
export const ms = (value) => `${grouped.format(value)} ms`;
export const seconds = (value) => `${(value / 1000).toFixed(2)} s`;
export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
export const plain = (value) => grouped.format(value);
