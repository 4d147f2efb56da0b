// The production build served for a benchmark. The server runs in its own process group, and stop() ends the
// whole group: killing only the npx wrapper would leave vite serving.
import { spawn } from 'node:child_process';

/** Serves `root`'s build (default: this checkout), waiting up to a minute for it to answer (a busy machine). */
export async function startPreview(port: number, root?: string): Promise<{ url: string; stop: () => void }> {
  const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], { stdio: 'ignore', detached: true, cwd: root });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.once('exit', stop);
  for (const until = Date.now() + 60_000; Date.now() < until;) {
    if (await fetch(url).then((r) => r.ok, () => false)) return { url, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error(`vite preview did not start on port ${port}`);
}
