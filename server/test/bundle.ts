// Vitest's global setup for the app's tests: the group's server bundled once (scripts/build-server.mjs, the bundle
// npm start runs), which the tests' servers then run with plain `node` (server/test/harness.ts): through tsx each
// start compiled its modules again, and the server tests start dozens. A file of its own per run, so that the
// end-to-end tests running beside it never read a bundle being written.
// The folders the tests make (services' data, servers' data) go in one folder of the run's, removed at its end.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../../scripts/build-server.mjs';
import { SERVER_BUNDLE_ENV } from './harness.ts';

export default async function setup() {
  const outfile = await buildServer(`node_modules/.cache/tile-tally/server-${process.pid}.mjs`);
  // The workers are started after this and inherit the environment.
  process.env[SERVER_BUNDLE_ENV] = outfile;
  // Readable by all: PostgreSQL runs as its own user when the tests run as root, and must reach its folder inside.
  const scratch = mkdtempSync(join(tmpdir(), 'tt-run-'));
  chmodSync(scratch, 0o755);
  process.env.TMPDIR = scratch;
  return () => {
    rmSync(outfile, { force: true });
    rmSync(scratch, { recursive: true, force: true });
  };
}
