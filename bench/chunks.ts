// What each chunk of the build is made of: `npx tsx bench/chunks.ts [chunk name start…]` builds the app into a
// temporary folder and lists, for the chunks named (default: the entry), their modules by rendered size (minified
// bytes before gzip; a module's share of the gzipped chunk is about its share of these).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { build, type Plugin } from 'vite';

const wanted = process.argv.slice(2);
const outDir = mkdtempSync(join(tmpdir(), 'tile-tally-chunks-'));
const report: Plugin = {
  name: 'chunk-report',
  generateBundle(_, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      if (wanted.length ? !wanted.some((w) => chunk.fileName.startsWith(`assets/${w}`)) : !chunk.isEntry) continue;
      const mods = Object.entries(chunk.modules)
        .map(([id, m]) => [relative(process.cwd(), id.replace(/\?.*$/, '')), m.renderedLength] as const)
        .filter(([, n]) => n > 0)
        .sort((a, b) => b[1] - a[1]);
      console.log(
        `\n${chunk.fileName}: ${(chunk.code.length / 1024).toFixed(1)} KB, ${mods.length} modules; imports ${chunk.imports.join(', ') || 'nothing'}`,
      );
      for (const [id, n] of mods) console.log(`  ${(n / 1024).toFixed(1).padStart(6)} KB  ${id}`);
    }
  },
};
try {
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true }, plugins: [report] });
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
