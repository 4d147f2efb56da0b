// The Azul core stays pure: no React, DOM, storage or app code, so screens, the CLI and workers can all call it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const core = join(dirname(fileURLToPath(import.meta.url)), '..');
const sources = readdirSync(core).filter((f) => f.endsWith('.ts'));
const ALLOWED_PACKAGES = ['valibot'];
const FORBIDDEN_GLOBALS = /\b(window|document|indexedDB|localStorage|sessionStorage|navigator|fetch|XMLHttpRequest|globalThis|self|process|Date\.now|Math\.random)\b/;

describe('azul core purity', () => {
  it('has sources to check', () => expect(sources.length).toBeGreaterThan(5));

  it.each(sources)('%s imports only the core and valibot, and uses no browser or process globals', (file) => {
    const text = readFileSync(join(core, file), 'utf8');
    const specifiers = [...text.matchAll(/(?:import|export)[^'"]*from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => (m[1] ?? m[2])!);
    for (const s of specifiers) {
      const ok = (s.startsWith('./') && !s.includes('..')) || ALLOWED_PACKAGES.includes(s);
      expect(ok, `${file} imports ${s}`).toBe(true);
    }
    const code = text.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
    expect(code, `${file} uses a global`).not.toMatch(FORBIDDEN_GLOBALS);
  });
});
