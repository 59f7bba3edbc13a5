/** The 'landing.account-actions' island's code: what the page loads to hydrate it. */
export { AccountActions as default } from '../sections/navigation/account-actions';
