// The layers of the app, written once and checked by dependency-cruiser in `npm test` (`npm run layers`); the README
// shows the same table. Top to bottom, each layer imports only from the layers under it:
//   shell (src/App.tsx, main.tsx, start.ts, openGame.ts, warmGames.ts, screens/, share/, pwa/, stats/)
//     knows the games only through registry.ts (which loads a game's screens on first use), cores.ts, types.ts, shared/
//   a game's screens part (src/games/<game>/index.ts, store.ts, screens/, ui/; and registry.ts, which loads them)
//   the shared screen pieces (src/ui/: router, forms, focus, finishing, tables, the links into sharing), which
//     every screen uses and which know no screen, no shell module and no game beyond types.ts and shared/
//   stores (src/store/)  the generic saver and settings
//   storage (src/db/)  knows no game: main.tsx gives it the games' pure cores (src/db/cores.ts)
//   group sync (src/sync/) beside storage: the shared log (Yjs) and the merge rule, given the cores like storage;
//     loaded only for players who joined a group, so nothing above imports it but by a dynamic import()
//   pure game code (src/games/<game>/core/, src/games/shared/, cores.ts, parsers.ts): rules, scoring, file formats;
//     no React, DOM, storage or other game, so the CLI (src/cli/), workers and storage use it.
// Beside the layers: the language (src/i18n/, known to all but the pure code, knowing only the shape of a message)
// and src/idle.ts (the page's idle moments, for every layer but the pure game code).
// The group's server (server/, Node) uses the sync engine and the pure cores, nothing of the app above them.
// Tests (*.test.ts, test/ folders) may reach across layers to build what they check. No circle anywhere, type-only
// and lazy (import()) imports included. What the tool cannot see (browser globals in pure code, the shape of a
// game's folder) is checked by src/games/purity.test.ts.

const TESTS = ['\\.test\\.tsx?$', '/test/'];
const SHELL = '^src/(?:App\\.tsx|main\\.tsx|start\\.ts|openGame\\.ts|warmGames\\.ts|screens/|share/|pwa/|stats/)';
/** The screens part of a game, and the shell's registry that loads it. */
const GAME_SCREENS = ['^src/games/[^/]+/(?:index\\.ts|store\\.ts|screens/|ui/)', '^src/games/registry\\.ts$'];
const SHARED_UI = '^src/ui/';
const PURE = '^src/games/(?:[^/]+/core/|shared/|cores\\.ts$|parsers\\.ts$)';
/** What the shell may use of the games: the registry (names, screens), the cores for storage, types, shared text. */
const GAME_REGISTRATIONS = '^src/games/(?:registry\\.ts|cores\\.ts|types\\.ts|shared/)';
const SCREEN_LIBRARIES = '^node_modules/(?:react|react-dom|jsqr|lean-qr|workbox-window)/';
/** Every module's place: a layer, or one of the modules beside them. */
const PLACED = [
  SHELL,
  ...GAME_SCREENS,
  SHARED_UI,
  '^src/store/',
  '^src/db/',
  '^src/sync/',
  PURE,
  '^src/games/types\\.ts$',
  '^src/i18n/',
  '^src/idle\\.ts$',
  '^src/cli/',
  '^src/workers/',
  '^src/env\\.d\\.ts$',
  ...TESTS,
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import circle (type-only and lazy imports count): no module may reach itself. Break it by ' +
        'giving the lower layer what it needs.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'every-module-in-a-layer',
      severity: 'error',
      comment:
        'Each module lives in one of the layers (see the top of this file and the README); a new folder ' +
        'joins a layer here first.',
      from: { path: '^src/', pathNot: PLACED },
      to: {},
    },
    {
      name: 'pure-game-code',
      severity: 'error',
      comment: 'Pure game code imports only pure game code and valibot: no React, DOM, storage, stores or screens.',
      from: { path: PURE, pathNot: TESTS },
      to: { path: ['^src/(?!games/)', ...GAME_SCREENS, '^node_modules/(?!valibot/)'] },
    },
    {
      name: 'pure-game-code-no-node',
      severity: 'error',
      comment: 'Pure game code runs in browsers and workers too: no Node.js modules.',
      from: { path: PURE, pathNot: TESTS },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'a-game-imports-no-other-game',
      severity: 'error',
      comment: 'A game imports only its own files, the shared pure code and the types every game shares.',
      from: { path: '^src/games/([^/]+)/', pathNot: TESTS },
      to: { path: '^src/games/', pathNot: ['^src/games/$1/', '^src/games/shared/', '^src/games/types\\.ts$'] },
    },
    {
      name: 'game-screens-under-the-shell',
      severity: 'error',
      comment:
        "A game's screens use the shared screen pieces (src/ui/), stores and storage, never the shell that " +
        'loads them (screens, sharing, install, stats).',
      from: { path: GAME_SCREENS, pathNot: TESTS },
      to: { path: SHELL },
    },
    {
      name: 'shared-ui-under-the-screens',
      severity: 'error',
      comment:
        "The shared screen pieces (src/ui/) serve the shell's and the games' screens alike: they import no " +
        'screen, no shell module and no game but its types and shared/.',
      from: { path: SHARED_UI, pathNot: TESTS },
      to: { path: [SHELL, '^src/games/'], pathNot: '^src/games/(?:types\\.ts$|shared/)' },
    },
    {
      name: 'storage-knows-no-game',
      severity: 'error',
      comment:
        'Storage imports nothing of the games but their types (and the shared name rules); it is given the ' +
        'cores at start-up (src/db/cores.ts). The one exception is the import check: it runs in a worker, which has ' +
        'no start-up to be given anything, so it reads game files with the pure parsers (src/games/parsers.ts).',
      from: { path: '^src/db/', pathNot: TESTS },
      to: {
        path: '^src/games/',
        pathNot: ['^src/games/types\\.ts$', '^src/games/shared/', '^src/games/parsers\\.ts$'],
      },
    },
    {
      name: 'only-the-import-check-reads-game-files',
      severity: 'error',
      comment: "Within storage, only the import check (run in a worker) uses the games' parsers.",
      from: { path: '^src/db/', pathNot: ['^src/db/importCheck\\.ts$', ...TESTS] },
      to: { path: '^src/games/parsers\\.ts$' },
    },
    {
      name: 'storage-no-ui',
      severity: 'error',
      comment: 'Storage sits under the stores and screens: it imports no screen, store or shell module.',
      from: { path: '^src/db/', pathNot: TESTS },
      to: { path: [SHELL, SHARED_UI, SCREEN_LIBRARIES, '^src/store/'] },
    },
    {
      name: 'stores-no-ui',
      severity: 'error',
      comment: "Stores sit under the screens: no screen, shared screen piece or shell module, and no game's screens.",
      from: { path: '^src/store/', pathNot: TESTS },
      to: { path: [SHELL, SHARED_UI, ...GAME_SCREENS] },
    },
    {
      name: 'shell-uses-registrations',
      severity: 'error',
      comment: 'The shell knows a game only through its registration (registry.ts loads its screens) and the types.',
      from: { path: SHELL, pathNot: TESTS },
      to: { path: '^src/games/', pathNot: GAME_REGISTRATIONS },
    },
    {
      name: 'language-knows-no-app',
      severity: 'error',
      comment:
        'The catalogues and their loader (src/i18n/) put messages into words; they know no screen, store, ' +
        'storage or game beyond the shape of a message (src/games/shared/msg.ts).',
      from: { path: '^src/i18n/', pathNot: TESTS },
      to: { path: ['^src/(?!i18n/|games/shared/msg\\.ts$)'] },
    },
    {
      name: 'sync-beside-storage',
      comment:
        "The sync engine (src/sync/) knows Yjs, the games' types and shared messages only: it is given the " +
        'cores like storage is, and knows no storage, store or screen.',
      severity: 'error',
      from: { path: '^src/sync/', pathNot: TESTS },
      to: {
        path: ['^src/(?!sync/|games/types\\.ts$|games/shared/)', '^node_modules/(?!yjs/|lib0/|y-protocols/|valibot/)'],
      },
    },
    {
      name: 'sync-loads-after-joining',
      comment:
        'The sync code is only for players who joined a group: the app reaches it, the link to the server ' +
        '(store/link/) and the group log on the phone (db/groupLog.ts) by a dynamic import() (never on ' +
        'the first screen).',
      severity: 'error',
      from: { path: '^src/(?!sync/|store/link/|db/groupLog\\.ts$)', pathNot: TESTS },
      to: {
        path: [
          '^src/sync/',
          '^src/store/link/',
          '^src/db/groupLog\\.ts$',
          '^node_modules/(?:yjs|y-protocols|y-websocket|y-indexeddb)/',
        ],
        dynamic: false,
      },
    },
    {
      name: 'server-uses-sync-and-cores',
      comment:
        "The group's server (server/) uses the sync engine and the pure game cores: no UI, store, storage " +
        'or game screens; and nothing in the app imports the server.',
      severity: 'error',
      from: { path: '^server/', pathNot: TESTS },
      to: { path: [SHELL, SHARED_UI, SCREEN_LIBRARIES, '^src/(?:store|db)/', ...GAME_SCREENS] },
    },
    {
      name: 'app-imports-no-server',
      comment:
        'The app runs in browsers: nothing in src/ imports the server (server/); a test may start it (its harness).',
      severity: 'error',
      from: { path: '^src/', pathNot: TESTS },
      to: { path: '^server/' },
    },
    {
      name: 'cli-is-pure',
      severity: 'error',
      comment: 'The command line scores files with the pure cores: no screen, store or storage.',
      from: { path: '^src/cli/', pathNot: TESTS },
      to: { path: [SHELL, SHARED_UI, SCREEN_LIBRARIES, '^src/(?:store|db)/', ...GAME_SCREENS] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.css$' },
    // TypeScript 7 (the project's compiler) has no JavaScript API for dependency-cruiser to read .ts files with,
    // so Babel reads them (@swc/core's presence marks .ts and .tsx as readable); its config keeps type-only
    // imports (scripts/depcruise-keep-types.cjs) so that a circle of types is found like any other. Lazy imports
    // (import()) are read as dependencies of type dynamic-import, and count for circles too.
    babelConfig: { fileName: 'scripts/depcruise.babel.json' },
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    progress: { type: 'none' },
  },
};
