// The scoring core stays pure: no React, DOM, storage or app code, so everything else can call it.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BOARD_BORDERS } from '../boards.ts';

const here = dirname(fileURLToPath(import.meta.url));
const core = join(here, '..');
const sources = readdirSync(core).filter((f) => f.endsWith('.ts'));
const ALLOWED_PACKAGES = ['valibot'];
const FORBIDDEN_GLOBALS = /\b(window|document|indexedDB|localStorage|sessionStorage|navigator|fetch|XMLHttpRequest)\b/;

describe('scoring core purity', () => {
  it.each(sources)('%s imports only the core and small pure libraries', (file) => {
    const text = readFileSync(join(core, file), 'utf8');
    const specifiers = [...text.matchAll(/(?:import|export)[^'"]*from\s+['"]([^'"]+)['"]/g)].map((m) => m[1]!);
    for (const s of specifiers) {
      const ok = (s.startsWith('./') && !s.includes('..')) || ALLOWED_PACKAGES.includes(s);
      expect(ok, `${file} imports ${s}`).toBe(true);
    }
    const code = text.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
    expect(code, `${file} uses a browser global`).not.toMatch(FORBIDDEN_GLOBALS);
  });

  const shared = join(core, '../../../shared/data/calico-boards.json');
  it.runIf(existsSync(shared))('board borders match shared/data/calico-boards.json', () => {
    const data = JSON.parse(readFileSync(shared, 'utf8')) as { boards: unknown };
    expect(BOARD_BORDERS).toEqual(data.boards);
  });
});
