// Servers a test file starts one test at a time: each is killed once its test ends, passed or failed, so that no
// test sees another's server and none is left running.
import { afterEach } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

/** A `startTestServer` whose servers are killed after each test of the file that calls it. */
export function serversForEachTest(): (...args: Parameters<typeof startTestServer>) => Promise<TestServer> {
  const servers: TestServer[] = [];
  afterEach(async () => {
    for (const s of servers.splice(0)) await s.stop('SIGKILL');
  });
  return async (...args) => {
    const s = await startTestServer(...args);
    servers.push(s);
    return s;
  };
}
