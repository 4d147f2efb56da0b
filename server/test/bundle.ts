// Vitest's global setup for the app's tests: the group's server (server/main.ts) bundled once into one ES module,
// which the tests' servers then run with plain `node` (server/test/harness.ts). Through tsx each start loaded its
// loader and looked up every module's compiled copy again: a third of a start's CPU, and the server tests start
// dozens. The bundle is the same source (packages stay imports of node_modules, hence the file's place in it).
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { SERVER_BUNDLE_ENV } from './harness.ts';

export default async function setup() {
  const outfile = `node_modules/.cache/tile-tally/server-${process.pid}.mjs`;
  await build({
    entryPoints: ['server/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile,
    logLevel: 'warning',
  });
  // The workers are started after this and inherit the environment.
  process.env[SERVER_BUNDLE_ENV] = outfile;
  return () => rmSync(outfile, { force: true });
}
