import baseConfig from '../../eslint.config.mjs';
import { boundaryRules } from '../../tools/eslint/boundaries.mjs';

const browserOnly = 'libs/platform-facts is read by the server as well as by the page: no browser API. Take the language (and any clock) as a parameter.';

export default [
  ...baseConfig,
  ...boundaryRules('platform-facts'),
  {
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location'].map((name) => ({ name, message: browserOnly }))],
    },
  },
];
