/** The 'landing.trending-jobs' island's code: what the page loads to hydrate it. */
export { TrendingJobs as default } from '../sections/trending-jobs/trending-jobs';
