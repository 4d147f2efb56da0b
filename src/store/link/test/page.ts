// The app's link code run in Node as if in a page of the group's server: its WebSocket (the `ws` package) and its
// origin are the globals the link reads in a browser, stubbed so that the next test file (in the same worker) has
// them no more (src/test/setup.ts).
import { vi } from 'vitest';
import { WebSocket } from 'ws';
import { startTestServer, type TestServer } from '../../../../server/test/harness.ts';

/** Makes `server` the origin of the "page" the link code runs in. */
export function pageOn(server: TestServer): void {
  vi.stubGlobal('WebSocket', WebSocket);
  vi.stubGlobal('location', { origin: server.url.replace(/\/$/, '') });
}

/** A real server (its own process, a fresh data folder) and the page on it. */
export async function startPageServer(): Promise<TestServer> {
  const server = await startTestServer();
  pageOn(server);
  return server;
}
