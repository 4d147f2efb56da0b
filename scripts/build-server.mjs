// The group's server (server/main.ts and the pure code it takes from src/) bundled into one ES module,
// dist-server/main.js, that Node runs with no TypeScript loader: compiling the server through tsx at every start
// took more CPU than the start itself. `npm start`, the container, the systemd unit and the end-to-end tests run
// this file; packages stay in node_modules (imported as they are).
import { build } from 'esbuild';
import { mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export const SERVER_BUNDLE = 'dist-server/main.js';

/** Bundles the server into `out` (written whole, then renamed: two test workers building at once never run half a
 * file). */
export async function buildServer(out = SERVER_BUNDLE) {
  const result = await build({
    entryPoints: ['server/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(dirname(out), { recursive: true });
  const part = `${out}.${process.pid}.tmp`;
  writeFileSync(part, result.outputFiles[0].contents);
  renameSync(part, out);
  return out;
}

/** The newest change to a file under `dir`, in ms. */
function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/** The bundle's path, built first when it is missing or older than any file of server/ or src/. */
export async function freshServer(out = SERVER_BUNDLE) {
  let built = 0;
  try {
    built = statSync(out).mtimeMs;
  } catch {
    // not built yet
  }
  if (built === 0 || built < Math.max(newest('server'), newest('src'))) await buildServer(out);
  return resolve(out);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.dirname, 'build-server.mjs')) {
  await buildServer();
  console.log(`built ${SERVER_BUNDLE}`);
}
