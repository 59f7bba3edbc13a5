import nx from '@nx/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import baseConfig from '../../eslint.config.mjs';
import { boundaryRules } from '../../tools/eslint/boundaries.mjs';

const boundaries = boundaryRules('chat-widget');
const [boundaryOptions] = boundaries.flatMap((config) => config.rules['no-restricted-imports']?.slice(1) ?? []);

const withoutDesignSystem =
  "The chat runs in the browser without the design system's runtime: style it in a *.styles.ts file (defineStaticStyles, made into CSS at build time) and name the classes with staticClasses from @intambwe/ui/static. Chakra, emotion and the static-styles builders are for *.styles.ts files only.";

/** Files that ship to the browser: everything but the build-time styles, stories, specs and test helpers. */
const runtimeFiles = {
  files: ['src/**/*.ts', 'src/**/*.tsx'],
  ignores: ['src/**/*.styles.ts', 'src/static-styles.ts', 'src/**/*.stories.tsx', 'src/**/*.spec.ts', 'src/**/*.spec.tsx', 'src/testing/**'],
};

export default [
  ...nx.configs['flat/react'],
  ...baseConfig,
  // nx's react config registers the jsx-a11y plugin; turn on its whole recommended set.
  { files: ['**/*.tsx'], rules: jsxA11y.flatConfigs.recommended.rules },
  ...boundaries,
  {
    ...runtimeFiles,
    rules: {
      // The library's boundaries, plus: no design-system runtime (its main entry only for the two Chakra-free helpers).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...boundaryOptions.paths,
            { name: '@intambwe/ui', allowImportNames: ['savesData', 'usePrefetchWhenIdle'], message: withoutDesignSystem },
            { name: '@intambwe/ui/static-styles', message: withoutDesignSystem },
          ],
          patterns: [...boundaryOptions.patterns, { group: ['@chakra-ui/*', '@chakra-ui/**', '@emotion/*', '@emotion/**'], message: withoutDesignSystem }],
        },
      ],
      // A styles module is named for its types only (the class names): its style objects stay in the build.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/*.styles', '**/static-styles'], allowTypeImports: true, message: withoutDesignSystem }] },
      ],
    },
  },
];
