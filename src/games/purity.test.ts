// Pure game code (every core, and the code the games share) uses no browser or process globals, so screens,
// workers and the command line can all call it. What it may import is checked by dependency-cruiser
// (.dependency-cruiser.cjs, run by `npm test`); globals are what that tool cannot see.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const games = dirname(fileURLToPath(import.meta.url));
const folders = [
  ...readdirSync(games)
    .filter((d) => existsSync(join(games, d, 'core')))
    .map((d) => `${d}/core`),
  'shared',
];
const FORBIDDEN_GLOBALS =
  /\b(window|document|indexedDB|localStorage|sessionStorage|navigator|fetch|XMLHttpRequest|globalThis|self|process|Date\.now|Math\.random)\b/;

const sources = folders.flatMap((f) =>
  readdirSync(join(games, f))
    .filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts'))
    .map((n) => `${f}/${n}`),
);

/** A game's folder: its pure code in core/, its screens part beside it, its tests anywhere. */
const SHAPE = /^(?:core|screens|ui|index\.ts|store\.ts|[^/]+\.test\.tsx?)$/;
const gameFolders = readdirSync(games).filter((d) => existsSync(join(games, d, 'core')));

describe('game folders', () => {
  it.each(gameFolders)('%s has one shape: core/ (all its pure code), screens/, ui/, index.ts, store.ts', (game) => {
    expect(readdirSync(join(games, game)).filter((n) => !SHAPE.test(n))).toEqual([]);
  });
});

describe('pure game code', () => {
  it('finds every core and the shared code', () => {
    expect(folders).toEqual(expect.arrayContaining(['calico/core', 'azul/core', 'kaliko/core', 'shared']));
    expect(sources.length).toBeGreaterThan(30);
  });

  it.each(sources)('%s uses no browser or process globals', (file) => {
    const text = readFileSync(join(games, file), 'utf8');
    // Randomness only as a default that callers (and tests) replace: `random = Math.random`.
    const code = text
      .replace(/\/\/.*$/gm, '')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/= Math\.random\b/g, '');
    expect(code, `${file} uses a global`).not.toMatch(FORBIDDEN_GLOBALS);
  });
});
