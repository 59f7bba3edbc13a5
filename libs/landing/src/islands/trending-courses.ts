/** The 'landing.trending-courses' island's code: what the page loads to hydrate it. */
export { TrendingCourses as default } from '../sections/trending-courses/trending-courses';
