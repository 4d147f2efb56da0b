// The production build served for a benchmark. The server runs in its own process group, and stop() ends the
// whole group: killing only the npx wrapper would leave vite serving. On a loaded machine vite can take tens of
// seconds to start, so the wait is up to a minute (BENCH_SERVER_WAIT_MS to change it). BENCH_DIST serves another
// build's output folder (a copy of an earlier build, say, to measure before and after in the same minutes).
// A port on the Fetch standard's "bad ports" list (4190, 4045, 6000, …) is refused by Node's fetch and by Chromium
// before any connection is made: startPreview says so at once instead of waiting for an answer that cannot come.
// BENCH_SERVER=group serves the build with the group's server instead, as `npm start` runs it (server/main.ts, its
// precompressed files), on a new data folder; BENCH_SERVER_ROOT runs another checkout's server (an earlier release,
// extracted with git archive) on the same build.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const WAIT_MS = Number(process.env.BENCH_SERVER_WAIT_MS ?? 60_000);

/** Serves `root`'s build (default: this checkout). */
export async function startPreview(port: number, root?: string): Promise<{ url: string; stop: () => void }> {
  const dist = process.env.BENCH_DIST ? ['--outDir', process.env.BENCH_DIST] : [];
  const group = process.env.BENCH_SERVER === 'group';
  const server = group
    ? spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          'server/main.ts',
          ...['--port', String(port), '--host', '127.0.0.1'],
          ...['--data', mkdtempSync(join(tmpdir(), 'tt-bench-data-'))],
          ...['--dist', resolve(root ?? '.', process.env.BENCH_DIST ?? 'dist')],
        ],
        { stdio: 'ignore', detached: true, cwd: process.env.BENCH_SERVER_ROOT ?? root },
      )
    : spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1', ...dist], {
        stdio: 'ignore',
        detached: true,
        cwd: root,
      });
  const url = `http://127.0.0.1:${port}`;
  let exited = false;
  server.once('exit', () => (exited = true));
  const stop = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.once('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => (stop(), process.exit(130)));
  const until = Date.now() + WAIT_MS;
  while (Date.now() < until && !exited) {
    const answered = await fetch(url).then(
      (r) => r.ok,
      (e: Error) => {
        if ((e.cause as Error | undefined)?.message === 'bad port') {
          stop();
          throw new Error(
            `port ${port} is on the Fetch standard's list of blocked ports: Node's fetch and Chromium refuse it; serve on another`,
          );
        }
        return false;
      },
    );
    if (answered) return { url, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error(
    exited
      ? `vite preview exited before serving on port ${port} (is the port taken?)`
      : `vite preview did not answer on port ${port} within ${WAIT_MS / 1000} s`,
  );
}
