import baseConfig from '../../eslint.config.mjs';
import { boundaryRules } from '../../tools/eslint/boundaries.mjs';

const browserOnly = 'libs/listings runs in the server as well as in the page: no browser API. Pass what a rule needs (the clock, the language, the words) as parameters.';

export default [
  ...baseConfig,
  ...boundaryRules('listings'),
  {
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location'].map((name) => ({ name, message: browserOnly }))],
    },
  },
];
