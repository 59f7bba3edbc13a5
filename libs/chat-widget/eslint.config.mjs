import nx from '@nx/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import baseConfig from '../../eslint.config.mjs';
import { boundaryRules } from '../../tools/eslint/boundaries.mjs';

export default [
  ...nx.configs['flat/react'],
  ...baseConfig,
  // nx's react config registers the jsx-a11y plugin; turn on its whole recommended set.
  { files: ['**/*.tsx'], rules: jsxA11y.flatConfigs.recommended.rules },
  ...boundaryRules('chat-widget'),
];
