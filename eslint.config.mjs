import nx from '@nx/eslint-plugin';

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/out-tsc',
      '**/test-output',
      '**/storybook-static',
      '**/vite.config.*.timestamp*',
      '**/vitest.config.*.timestamp*',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mts', '**/*.mjs'],
    rules: {
      // Dependencies flow one way: app -> feature -> api-client, ui (ARCHITECTURE.md).
      // The messages of tools/eslint/boundaries.mjs say where misplaced code belongs.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          // apps/web imports auth's provider and the landing page eagerly, and their /pages entries lazily, on purpose.
          checkDynamicDependenciesExceptions: ['@intambwe/auth', '@intambwe/landing'],
          allow: ['^.*/eslint(\\.base)?\\.config\\.[cm]?[jt]s$', '^.*/tools/.*$'],
          depConstraints: [
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:contract', 'type:i18n', 'type:util'],
            },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:contract', 'type:i18n'] },
            // Workspace tools read every project (the translation catalog check reads each library's messages).
            { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['*'] },
            // The server reads the shared contract, the listing rules and the platform facts: no UI library, no React (lint rule in tools/eslint).
            {
              sourceTag: 'type:server',
              onlyDependOnLibsWithTags: ['type:contract', 'type:i18n', 'type:util'],
              bannedExternalImports: ['react', 'react-dom', '@chakra-ui/*', '@emotion/*', 'react-router', '@tanstack/*', 'lucide-react', 'ky'],
            },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:contract', 'type:i18n', 'type:util', 'scope:auth'],
            },
            { sourceTag: 'scope:auth', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:contract', 'type:i18n'] },
            { sourceTag: 'scope:chat', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:contract', 'type:i18n'] },
            {
              sourceTag: 'type:data-access',
              onlyDependOnLibsWithTags: ['type:contract', 'type:i18n'],
              bannedExternalImports: ['@chakra-ui/*', 'react-router'],
            },
            {
              sourceTag: 'type:contract',
              onlyDependOnLibsWithTags: [],
              bannedExternalImports: ['react', 'react-dom', 'ky', '@chakra-ui/*', 'react-router', '@tanstack/*'],
            },
            // Rules and facts shared by the server and the pages (listing cards, platform facts): plain functions, no UI, no wire, no browser.
            {
              sourceTag: 'type:util',
              onlyDependOnLibsWithTags: ['type:contract', 'type:i18n'],
              bannedExternalImports: ['react', 'react-dom', 'ky', '@chakra-ui/*', '@emotion/*', 'react-router', '@tanstack/*', 'lucide-react'],
            },
            {
              sourceTag: 'type:i18n',
              onlyDependOnLibsWithTags: [],
              bannedExternalImports: ['ky', '@chakra-ui/*', 'react-router', '@tanstack/*'],
            },
            {
              sourceTag: 'type:ui',
              onlyDependOnLibsWithTags: ['type:ui', 'type:i18n'],
              bannedExternalImports: ['react-router', 'ky', '@tanstack/*'],
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
];
