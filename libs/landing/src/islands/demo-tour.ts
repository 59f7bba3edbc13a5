/** The 'landing.demo-tour' island's code: what the page loads to hydrate it. */
export { DemoTour as default } from '../sections/hero/demo-tour';
