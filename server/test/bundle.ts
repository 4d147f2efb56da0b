// Vitest's global setup for the app's tests: the group's server bundled once (scripts/build-server.mjs, the bundle
// npm start runs), which the tests' servers then run with plain `node` (server/test/harness.ts): through tsx each
// start compiled its modules again, and the server tests start dozens. A file of its own per run, so that the
// end-to-end tests running beside it never read a bundle being written.
import { rmSync } from 'node:fs';
import { buildServer } from '../../scripts/build-server.mjs';
import { SERVER_BUNDLE_ENV } from './harness.ts';

export default async function setup() {
  const outfile = await buildServer(`node_modules/.cache/tile-tally/server-${process.pid}.mjs`);
  // The workers are started after this and inherit the environment.
  process.env[SERVER_BUNDLE_ENV] = outfile;
  return () => rmSync(outfile, { force: true });
}
