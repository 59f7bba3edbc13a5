export { LandingPage, type LandingPageProps } from './landing-page';
