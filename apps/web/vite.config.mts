import react from '@vitejs/plugin-react';
import { compileHints } from '../../tools/vite/compile-hints.mts';
import { exclusiveChunk } from '../../tools/vite/exclusive-chunk.mts';
import { i18nMessages } from '../../tools/vite/i18n.mts';
import { preloadHintsExcept } from '../../tools/vite/preload-hints.mts';
import { VitePWA } from 'vite-plugin-pwa';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const chakraPureFunctions = [
  'defineConfig',
  'defineRecipe',
  'defineSlotRecipe',
  'defineTokens',
  'defineSemanticTokens',
  'defineKeyframes',
  'defineTextStyles',
  'defineLayerStyles',
  'defineAnimationStyles',
  'defineGlobalStyles',
  'defineConditions',
  'createAnatomy',
];

const apiTarget = process.env['API_URL'] ?? 'http://localhost:3000';

// The account cards' code in one file instead of some forty: see tools/vite/exclusive-chunk.mts.
// What the public pages' islands and the island runtime also use stays in the chunks they share.
const signInCard = exclusiveChunk({
  name: 'sign-in-card',
  entries: /[\\/]libs[\\/]auth[\\/]src[\\/]islands[\\/](login|register|forgot-password|reset-password|select-role)\.tsx$/,
  sharedWith:
    /[\\/](libs[\\/](landing|chat-widget)[\\/]src[\\/]islands[\\/][^\\/]+|apps[\\/]web[\\/]src[\\/](main|islands[\\/]start-page-islands))\.tsx?$/,
  // What those load later (the assistant's widget, translations) counts as shared too; the account app does not.
  privateEntries: /[\\/]apps[\\/]web[\\/]src[\\/]islands[\\/]entries[\\/]/,
  // The icons the cards show at once that only later parts of the public pages share (the toaster's, the forms'):
  // one chunk, not one request each on a phone's six connections.
  alongside: {
    name: 'card-icons',
    take: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
    atStart: /[\\/]apps[\\/]web[\\/]src[\\/](main|islands[\\/]start-page-islands)\.tsx?$/,
  },
  // What a card fetches as it hydrates (the toaster's view, the passkey button) with what only they need: one file,
  // not eight, so a Sign In pressed while the page starts finds a free connection for its request.
  atHydration: {
    name: 'card-hydrated',
    entries:
      /[\\/]libs[\\/](ui[\\/]src[\\/]toaster[\\/]toaster-view|auth[\\/]src[\\/]screens[\\/]login[\\/]passkey-sign-in)\.tsx$/,
  },
});

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/web',
  // Workspace libraries resolve to their source; the defaults keep the production builds of React & co.
  resolve: { conditions: ['@intambwe/source', ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: ['@intambwe/source', ...defaultServerConditions], externalConditions: ['@intambwe/source'] },
    // Workspace libraries are bundled into the prerender entry; npm packages load from node_modules.
    noExternal: [/^@intambwe\//],
  },
  server: {
    port: 4200,
    host: 'localhost',
    // `npm run dev`: the API (tsx watch) answers /api and /config.json.
    proxy: { '/api': apiTarget, '/config.json': apiTarget },
  },
  preview: { port: 4300, host: 'localhost' },
  plugins: [
    // Messages and catalogs compiled at build time: no ICU parser in the browser.
    ...i18nMessages(),
    react(),
    signInCard.plugin,
    // The island runtime (React), the account cards and their form (react-hook-form and valibot, in the chunk
    // Rolldown names after valibot): nearly all their code runs as the page starts. Without the hint the form's
    // first render compiled react-hook-form on the main thread, inside the card's hydration (tools/bench/README.md).
    compileHints({ eager: /^(start-page-islands|sign-in-card|valibot)$/ }),
    // Repeat visits on flaky networks: pages revalidate online and come from the cache offline;
    // hashed assets are cached as they are used (no big precache download on costly data);
    // nothing under /api/auth or any other personal answer is ever cached.
    VitePWA({
      injectRegister: false,
      registerType: 'autoUpdate',
      manifestFilename: 'manifest.webmanifest',
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Intambwe Careers',
        short_name: 'Intambwe',
        description: 'Career coaching, training and jobs for Africa.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#027a48',
        lang: 'en',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Only what the landing page itself needs is precached; other chunks are cached when used.
        globPatterns: ['assets/index-*.js', 'favicon.png'],
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'pages',
              networkTimeoutSeconds: 5,
              expiration: { maxEntries: 20, maxAgeSeconds: 7 * 24 * 3600 },
            },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'assets', expiration: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 3600 } },
          },
          {
            // Public listings only: the same for everybody, never personal.
            urlPattern: ({ url }) => url.pathname === '/api/jobs' || url.pathname.startsWith('/api/courses/public'),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'public-listings', expiration: { maxEntries: 10, maxAgeSeconds: 24 * 3600 } },
          },
        ],
      },
    }),
  ],
  build: {
    outDir: './dist',
    emptyOutDir: true,
    reportCompressedSize: false,
    sourcemap: process.env.SOURCEMAP === '1',
    target: 'es2020',
    assetsInlineLimit: 2048,
    // Every browser we serve supports <link rel="modulepreload">: no polyfill in the first script. Code fetched
    // ahead while the page is idle (the assistant's launcher and widget, the contact dialog's form, the HTTP
    // client) is imported without hints: see tools/vite/preload-hints.mts.
    modulePreload: {
      polyfill: false,
      resolveDependencies: preloadHintsExcept(/^(?:launcher|chat-widget|contact-form|http-client)$/),
    },
    rolldownOptions: {
      treeshake: {
        // Chakra's define* helpers are identity functions without pure annotations: marking
        // them pure lets unused recipes and tokens drop out of the bundle.
        manualPureFunctions: chakraPureFunctions,
      },
      output: {
        codeSplitting: {
          groups: [
            ...signInCard.groups,
            // The HTTP client with the helpers its private members need at es2020 (which only code that sends
            // requests shares: the query client, the check, the account screen): one file, not two, where the
            // sign-in pages preload it.
            {
              name: 'http-client',
              test: /[\\/]node_modules[\\/]ky[\\/]|[\\/]helpers[\\/]esm[\\/](?:classPrivate|checkPrivateRedeclaration|assertClassBrand)/,
              includeDependenciesRecursively: false,
            },
            // The small helpers nearly every island of the public pages uses (the static kit's classes, the
            // define/messages of UI and API client, the idle prefetch hook, lucide's icon runtime): one file, not
            // a dozen of under 3 KB each. A sign-in page started with 25 script files; each costs the main
            // thread about 0.5 ms of CPU and a few tasks of its own (fetch, compile, link), also on a phone.
            // Left out on purpose: what imports the island runtime or the card icons back (i18n's core
            // messages, react-messages, the field with its icons), which would make a cycle of chunks and run
            // lucide's Icon before React is there.
            {
              name: 'kit',
              test: /[\\/]libs[\\/](?:ui[\\/]src[\\/](?:static[\\/](?:classes|kit)|messages|hooks[\\/]use-prefetch-when-idle)|i18n[\\/]src[\\/]core[\\/]define|api-client[\\/]src[\\/](?:catalogs|words[\\/](?:failure-text|use-failure-text)))\.tsx?$|[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?:shared[\\/]|context|Icon|createLucideIcon|icons[\\/]x\.)/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    watch: false,
    globals: true,
    environment: 'jsdom',
    setupFiles: ['../../tools/vite/test-setup.ts'],
    include: ['src/**/*.spec.{ts,tsx}'],
    restoreMocks: true,
  },
});
