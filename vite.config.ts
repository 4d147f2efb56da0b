import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve as resolvePath } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import pkg from './package.json' with { type: 'json' };
import { CONTENT_SECURITY_POLICY } from './server/csp.ts';

/** Unit tests of code that is pure: the games' cores. */
const CORE_TESTS = ['src/games/*/core/**/*.test.ts'];

/** Test files that run in a worker of their own: those that mock a module (vi.mock, vi.doMock) or load the app's
 * modules anew (vi.resetModules, a reload), as a module replaced or loaded twice would otherwise be what the next
 * file in that worker imports; and those that check what is loaded first, from nothing, which a file before may have
 * loaded for good: the language's words (Lingui's catalogues cannot be unloaded) and the cores storage loads (a
 * game's store registers its core as it is imported). */
const OWN_WORKER_TESTS = [
  'src/i18n/areas.test.ts',
  'src/db/cores.test.ts',
  'src/share/screens/ShareGameScreen.test.tsx',
  'src/store/link/{liveJoin,honest,reshare}.test.ts',
  'src/games/calico/{saving.mirror,tapCost}.test.ts',
  'src/games/kaliko/tapCost.test.ts',
];

/** The app's test files that ask for a page (`@vitest-environment jsdom` on their first line). */
const DOM_TESTS = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.test\.tsx?$/.test(f))
  .map((f) => `src/${f}`)
  .filter((f) => readFileSync(f, 'utf8').startsWith('// @vitest-environment jsdom'));

// APP_BUILD lets a test build a visibly different version of the same app (the update flow).
const build = process.env.APP_BUILD ?? 'release';

/** The English words of home are fetched beside the entry (a modulepreload in the page), not after the entry has
 * run and asked for them: on a slow phone's first visit that round trip was the last thing home waited for. English
 * is the source language and the fallback; another language's words still come once the entry runs. */
function preloadEnglishShell(): Plugin {
  return {
    name: 'tile-tally:preload-english-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, ctx) => {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.fileName.startsWith('assets/words-en-shell-'),
        );
        return chunk
          ? [
              {
                tag: 'link',
                attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
                injectTo: 'head',
              },
            ]
          : [];
      },
    },
  };
}

/** Every chunk but the entry asks V8 to compile all its functions as it loads (`//# allFunctionsCalledOnLoad`, V8's
 * explicit compile hint), instead of each function on the main thread the first time it runs. A phone's first visit
 * to a scanned invite runs much of joining's and the game's code once, and waited on those compiles; the entry, which
 * home's first visit is mostly made of, compiles as it did (docs/benchmarks.md, "Joining a live game"). The comment
 * must be the file's first line: it is put there after Vite's own additions to each chunk. */
function compileHint(): Plugin {
  return {
    name: 'tile-tally:compile-hint',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler: (_options, bundle) => {
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && !chunk.isEntry) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      },
    },
  };
}
/** The entry chunks of the build being written (the page's own module script), for `resolveDependencies`. */
const entryChunks = new Set<string>();

/** Notes the entry chunks before Vite writes each dynamic import's list of chunks to preload. The entry is already
 * running (the page's module script), yet it sat in those lists: Firefox then logged a failed modulepreload of it,
 * WebKit one "preloaded but not used" (the module map keeps it once, so dropping it loads nothing twice). */
function knowEntries(): Plugin {
  return {
    name: 'tile-tally:know-entries',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        for (const c of Object.values(bundle)) if (c.type === 'chunk' && c.isEntry) entryChunks.add(c.fileName);
      },
    },
  };
}

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** A brotli (.br) and a gzip (.gz) copy beside each text file of the build, at the highest levels, for the group's
 * server to send as the browser's Accept-Encoding allows (server/static.ts): compressed once here rather than on
 * every request. After the service worker's list is written (the copies are not precached), and only where the copy
 * is smaller. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'tile-tally:precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = resolvePath(config.root, config.build.outDir)),
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: () => {
        for (const name of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
          if (!/\.(js|mjs|css|html|svg|json|webmanifest|txt|ico)$/.test(name)) continue;
          const file = join(outDir, name);
          const bytes = readFileSync(file);
          if (bytes.length < 1024) continue;
          const br = brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          });
          const gz = gzipSync(bytes, { level: 9 });
          if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
          if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
        }
      },
    },
  };
}

export default defineConfig({
  define: {
    __APP_VERSION__: JSON.stringify(`${pkg.version} (${build})`),
  },
  plugins: [
    react(),
    // Compiles the catalogues (src/i18n/locales/, lingui.config.ts) when a language's chunk is built.
    lingui(),
    preloadEnglishShell(),
    knowEntries(),
    compileHint(),
    VitePWA({
      registerType: 'prompt', // a banner offers the update; never a silent reload mid-game
      injectRegister: null, // registered from src/pwa/ (no inline script, so the CSP can forbid them)
      pwaAssets: { config: true, overrideManifestIcons: true },
      manifest: {
        name: 'Tile Tally',
        short_name: 'Tile Tally',
        description:
          'Score sheets for tile-laying board games (Calico, Azul, Kaliko): enter what lies on the table; every point is scored exactly and explained. Works offline.',
        theme_color: '#2b3a6b',
        background_color: '#fbf7ef',
        display: 'standalone',
        start_url: './',
        scope: './',
        id: './',
        lang: 'en',
        categories: ['games', 'utilities'],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico}'], // the manifest is added by the plugin itself
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
      },
    }),
    precompress(),
  ],
  build: {
    target: 'es2022',
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((d) => !entryChunks.has(d)) },
    rolldownOptions: {
      output: {
        // A language's catalogue chunk says which it is (words-de-games-….js), apart from code chunks named alike.
        chunkFileNames: (chunk) => {
          const words = /\/locales\/(\w+)\/(\w+)\.json/.exec(chunk.facadeModuleId ?? '');
          return words ? `assets/words-${words[1]}-${words[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  // Workers are modules ({ type: 'module' }) and may load code on demand, as the page does: a worker's dynamic
  // imports stay separate chunks instead of being run when the worker starts.
  worker: { format: 'es' },
  // The built app as its own server sends it (server/csp.ts); the dev server's inline scripts would break under it.
  preview: { headers: { 'content-security-policy': CONTENT_SECURITY_POLICY } },
  test: {
    environment: 'node',
    // A test's result never depends on the machine's speed: these limits only catch a hang (with two CPU-bound
    // processes and other work beside it, the suite was seen to run 20 times slower than alone: the 10,000-game
    // backup test took 3 minutes; waits for the screen are set in src/test/setup.ts). No retries: a test that
    // failed once is a bug to look at, in the test or the app.
    testTimeout: 600_000,
    // Two workers on two cores: Vitest's default leaves one core to its main process (cores − 1), which here
    // mostly waits; most of a file's time is loading its modules and environment, which the workers do.
    maxWorkers: 2,
    // Worker threads, not child processes: each file's fresh environment costs less to make in a thread (the whole
    // run: 312 core-seconds against 344 with forks, quiet, 2026-11-29).
    pool: 'threads',
    hookTimeout: 600_000,
    retry: 0,
    projects: [
      // The pure cores' tests (rules, formats, words): plain Node, nothing of the app to set up, and nothing kept
      // between files that could leak (a core holds no state a test changes), so the files share their workers'
      // loaded modules instead of loading them again for each file.
      { extends: true, test: { name: 'cores', include: CORE_TESTS, isolate: false } },
      // The app's tests share their workers too: the setup file puts back, before each file, what the app's
      // modules and the page keep (src/test/setup.ts). Plain Node and jsdom are separate projects, so that a
      // worker's page is made once and used by every jsdom file it runs (a worker is kept only for the next file of
      // the same environment).
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'server/**/*.test.ts'],
          exclude: [...CORE_TESTS, ...DOM_TESTS, ...OWN_WORKER_TESTS],
          isolate: false,
          setupFiles: ['src/test/setup.ts'],
          // The group's server bundled once for the servers these tests start (server/test/bundle.ts).
          globalSetup: ['server/test/bundle.ts'],
        },
      },
      // The jsdom files still run each on its own: sharing their workers, some left work running after their
      // tests ended that reached the next file (a game's screens still loading after App.slowStorage.test.tsx;
      // games written into the database of the file after JoinLiveScreen's), not yet traced to its end.
      {
        extends: true,
        test: {
          name: 'dom',
          include: DOM_TESTS,
          exclude: OWN_WORKER_TESTS,
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
        },
      },
      // The files that mock or reload modules (OWN_WORKER_TESTS), each on its own.
      {
        extends: true,
        test: {
          name: 'own',
          include: OWN_WORKER_TESTS,
          setupFiles: ['src/test/setup.ts'],
          globalSetup: ['server/test/bundle.ts'],
        },
      },
    ],
  },
});
