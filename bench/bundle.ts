// Loads a core the way it ships: bundled and minified by esbuild (the engine under tsx and vite) into a temporary
// ES module, then imported. Running the TypeScript under tsx instead wraps every function it loads and measured
// some cores 2–3× slower than the app runs them.
import { build } from 'esbuild';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = mkdtempSync(join(tmpdir(), 'tile-tally-bench-'));

/** `names`: minified but with the functions' own names, for a profile to read. */
export async function bundled<T>(entry: string, names = false): Promise<T> {
  const outfile = join(dir, `${entry.replace(/[^\w]+/g, '_')}${names ? '-named' : ''}.mjs`);
  const minify = names ? { minifySyntax: true, minifyWhitespace: true } : { minify: true };
  await build({
    entryPoints: [new URL(`../${entry}`, import.meta.url).pathname],
    bundle: true,
    ...minify,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    outfile,
    logLevel: 'error',
  });
  return (await import(pathToFileURL(outfile).href)) as T;
}
