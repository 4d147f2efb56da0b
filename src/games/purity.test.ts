// Every game's core (and the pure code they share) stays pure: no React, DOM, storage or app code, so screens,
// workers and the command line can all call it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const games = dirname(fileURLToPath(import.meta.url));
const folders = [
  ...readdirSync(games).filter((d) => existsSync(join(games, d, 'core'))).map((d) => `${d}/core`),
  'shared',
];
const ALLOWED_PACKAGES = ['valibot'];
/** A core may only import its own files and the shared pure code. */
const allowedPath = (s: string) => (s.startsWith('./') && !s.includes('..')) || /^\.\.\/\.\.\/shared\/[\w-]+\.ts$/.test(s) || (s.startsWith('./') === false && ALLOWED_PACKAGES.includes(s));
const FORBIDDEN_GLOBALS = /\b(window|document|indexedDB|localStorage|sessionStorage|navigator|fetch|XMLHttpRequest|globalThis|self|process|Date\.now|Math\.random)\b/;

const sources = folders.flatMap((f) =>
  readdirSync(join(games, f)).filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts')).map((n) => `${f}/${n}`));

describe('pure game code', () => {
  it('finds every core and the shared code', () => {
    expect(folders).toEqual(expect.arrayContaining(['calico/core', 'azul/core', 'kaliko/core', 'shared']));
    expect(sources.length).toBeGreaterThan(30);
  });

  it.each(sources)('%s imports only pure code and uses no browser or process globals', (file) => {
    const text = readFileSync(join(games, file), 'utf8');
    const specifiers = [...text.matchAll(/(?:import|export)[^'"]*from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => (m[1] ?? m[2])!);
    for (const s of specifiers) {
      const ok = file.startsWith('shared/') ? (s.startsWith('./') && !s.includes('..')) || ALLOWED_PACKAGES.includes(s) : allowedPath(s);
      expect(ok, `${file} imports ${s}`).toBe(true);
    }
    // Randomness only as a default that callers (and tests) replace: `random = Math.random`.
    const code = text.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '').replace(/= Math\.random\b/g, '');
    expect(code, `${file} uses a global`).not.toMatch(FORBIDDEN_GLOBALS);
  });
});
