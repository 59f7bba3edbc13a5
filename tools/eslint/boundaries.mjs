/**
 * Import rules that explain themselves. `@nx/enforce-module-boundaries` (root config) blocks a
 * forbidden dependency by tag; these rules say, in the message, where the code belongs instead.
 * Each project's eslint.config.mjs spreads `boundaryRules('<project>')`.
 */
const libs = ['contract', 'i18n', 'listings', 'platform-facts', 'ui', 'api-client', 'auth', 'landing', 'chat-widget'];
const pkg = (name) => [`@intambwe/${name}`, `@intambwe/${name}/*`];

const relativeIntoAnotherProject = {
  group: [
    '../../libs/*',
    '../../libs/**',
    '../../apps/**',
    '../../../libs/**',
    '../../../apps/**',
    '**/libs/*/src/**',
    '../../*/src',
    '../../*/src/**',
    '../../../*/src/**',
    '../../../../*/src/**',
  ],
  message:
    'Import another library by its package name (@intambwe/<lib>), never by a relative path into its folder: only the public API in its src/index.ts is promised to callers.',
};
const deepSourceImport = {
  group: ['@intambwe/*/src', '@intambwe/*/src/**'],
  message:
    "Import the library's public API (the package root or a documented subpath such as /pages or /content), not its source files.",
};

/** React, the design system, routing and the HTTP client: what code shared with the server never imports. */
const screensAndWire = ['react', 'react-dom', 'react/*', 'ky', '@chakra-ui/react', '@chakra-ui/react/*', 'react-router', '@tanstack/react-query'];

const forbidden = {
  contract: {
    imports: libs
      .filter((l) => l !== 'contract')
      .flatMap(pkg)
      .concat(screensAndWire),
    message:
      'libs/contract is the HTTP contract shared by the server and the client (valibot schemas, types, codes, sentences): no React, no HTTP client, no UI. The wire belongs in libs/api-client, screens in a feature library.',
  },
  listings: {
    imports: libs
      .filter((l) => l !== 'listings' && l !== 'contract' && l !== 'i18n')
      .flatMap(pkg)
      .concat(['@intambwe/i18n'], screensAndWire),
    message:
      'libs/listings holds the rules of job and course listings that the server and the landing page both apply: plain functions on @intambwe/contract types and @intambwe/i18n/core, no React, no UI, no HTTP client, no browser API. Cards and their words belong in libs/landing; queries in libs/api-client.',
  },
  'platform-facts': {
    imports: libs
      .filter((l) => l !== 'platform-facts' && l !== 'contract' && l !== 'i18n')
      .flatMap(pkg)
      .concat(['@intambwe/i18n'], screensAndWire),
    message:
      "libs/platform-facts holds the platform facts (about texts, values, steps, platform cards, fields, programs, statistics, hours) that the landing page shows and the server's assistant answers from: typed data and their words through @intambwe/i18n/core, no React, no UI, no HTTP client, no browser API. How a fact is drawn belongs in libs/landing.",
  },
  i18n: {
    imports: libs
      .filter((l) => l !== 'i18n')
      .flatMap(pkg)
      .concat(['ky', '@chakra-ui/react', '@chakra-ui/react/*', 'react-router', '@tanstack/react-query']),
    message:
      'libs/i18n is the language layer every library stands on (locales, messages, catalogs, Intl formatting): it imports no other library, no UI, no routing and no HTTP client.',
  },
  ui: {
    imports: libs
      .filter((l) => l !== 'ui' && l !== 'i18n')
      .flatMap(pkg)
      .concat(['react-router', '@tanstack/react-query', 'ky']),
    message:
      'libs/ui is the design system: no data, no routing, no features (it may use @intambwe/i18n for its own words). Put API code in libs/api-client and screens in their feature library, and pass what ui needs through props.',
  },
  'api-client': {
    imports: libs
      .filter((l) => l !== 'api-client' && l !== 'contract' && l !== 'i18n')
      .flatMap(pkg)
      .concat(['@chakra-ui/react', '@chakra-ui/react/*', 'react-router']),
    message:
      'libs/api-client is the wire (ky client, resources, query options, the words of failures and field codes) and never imports UI, routing or features (it may use @intambwe/i18n for its own words): schemas belong in libs/contract, design pieces in libs/ui, the session in libs/auth, screens in a feature library.',
  },
  auth: {
    imports: ['landing', 'chat-widget'].flatMap(pkg),
    message:
      'libs/auth is imported on its own by the sister platforms, so it may use only the libraries they install with it: @intambwe/ui, @intambwe/api-client, @intambwe/contract and @intambwe/i18n. Landing or chat code belongs in those libraries; compose them in apps/web.',
  },
  'chat-widget': {
    imports: ['landing', 'auth'].flatMap(pkg),
    message:
      'libs/chat-widget must work on any page of any platform: it may use only @intambwe/ui, @intambwe/api-client, @intambwe/contract and @intambwe/i18n. Pass page context in through props; apps/web decides where it is mounted.',
  },
  landing: {
    imports: ['chat-widget'].flatMap(pkg),
    message:
      "libs/landing does not mount other features itself (only auth hooks are allowed): apps/web passes the chat launcher in through the landing page's floatingActions slot.",
  },
  web: {
    imports: [],
    message: '',
  },
  api: {
    imports: [
      // The main entry carries React; the server reads @intambwe/i18n/core (and /locales).
      '@intambwe/i18n',
      '@intambwe/api-client',
      '@intambwe/api-client/*',
      '@intambwe/ui',
      '@intambwe/ui/*',
      '@intambwe/auth',
      '@intambwe/auth/*',
      '@intambwe/landing',
      '@intambwe/landing/*',
      '@intambwe/chat-widget',
      '@intambwe/chat-widget/*',
      'react',
      'react-dom',
      'react/*',
      'react-dom/*',
      '@chakra-ui/*',
      '@emotion/*',
    ],
    message:
      'apps/api may import only @intambwe/contract (the shared valibot schemas), @intambwe/listings (the listing rules the cards apply too), @intambwe/i18n/core and /locales (locales, negotiation, messages, without React) and @intambwe/platform-facts (the platform facts as data). React, Chakra, the UI libraries (landing, auth, ui, chat-widget) and the ky client belong to the browser side.',
  },
};

export function boundaryRules(project) {
  const rule = forbidden[project];
  if (!rule) throw new Error(`boundaryRules: unknown project ${project}`);
  const patterns = [relativeIntoAnotherProject, deepSourceImport];
  const paths = [];
  for (const spec of rule.imports) {
    if (spec.includes('*')) patterns.push({ group: [spec], message: rule.message });
    else paths.push({ name: spec, message: rule.message });
  }
  return [
    {
      files: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.js', '**/*.jsx', '**/*.mjs'],
      rules: { 'no-restricted-imports': ['error', { paths, patterns }] },
    },
  ];
}

/**
 * libs/i18n/src/core is @intambwe/i18n/core, what the server, emails and tools
 * import: no React, no browser API, and nothing from outside core.
 */
export function i18nCoreRules() {
  const message =
    'libs/i18n/src/core is @intambwe/i18n/core, imported by the server and tools: no React, no browser API, nothing from outside core. React bindings belong in src/react*.tsx, the browser\'s memory of a choice in src/remember-locale.ts, test hooks in src/testing.ts.';
  const rule = forbidden.i18n;
  return [
    {
      files: ['src/core/**/*.ts'],
      ignores: ['src/core/**/*.spec.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [
              ...rule.imports.filter((spec) => !spec.includes('*')).map((name) => ({ name, message: rule.message })),
              ...['react', 'react-dom', '@lingui/react'].map((name) => ({ name, message })),
            ],
            patterns: [
              relativeIntoAnotherProject,
              deepSourceImport,
              ...rule.imports.filter((spec) => spec.includes('*')).map((spec) => ({ group: [spec], message: rule.message })),
              { group: ['react/*', 'react-dom/*', '../*'], message },
            ],
          },
        ],
        'no-restricted-globals': ['error', ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location'].map((name) => ({ name, message }))],
      },
    },
  ];
}
