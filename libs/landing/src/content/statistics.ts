/** Marketing statistics of SPEC §1 (fixed text, shown as is). */
export interface Statistic {
  /** The figure as shown ('10,000+'). */
  value: string;
  /** What it counts ('Students Trained'). */
  label: string;
}

/** Hero: three statistics. */
export const HERO_STATISTICS: readonly Statistic[] = [
  { value: '10,000+', label: 'Students Trained' },
  { value: '85%', label: 'Job Placement Rate' },
  { value: '500+', label: 'Partner Companies' },
];

/** About: the hero's three plus countries and success rate. */
export const ABOUT_STATISTICS: readonly Statistic[] = [
  ...HERO_STATISTICS,
  { value: '15+', label: 'African Countries' },
  { value: '85%', label: 'Success Rate' },
];

/** The how-it-works band. */
export const HOW_IT_WORKS_STATISTICS: readonly Statistic[] = [
  { value: '12,500+', label: 'Graduates Trained' },
  { value: '94%', label: 'Job Placement' },
  { value: '4.9/5', label: 'Satisfaction' },
  { value: '75%', label: 'Average Salary Growth' },
];

/** SPEC §1: jobs are said to be updated every hour. */
export const JOBS_UPDATE_FREQUENCY = 'every hour';
