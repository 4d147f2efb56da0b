// The files an operator installs as they are (deploy/): systemd reads the service unit without a warning, and
// Caddy reads the Caddyfile as a site that keeps /metrics to the machine and passes everything else to the server.
// Caddy in front of a running server is tested end to end in e2e/internet.spec.ts. The Dockerfile cannot be built
// where no container engine runs: what it copies is checked, and its command and health check are run as written.
import { describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildServer, SERVER_BUNDLE } from '../scripts/build-server.mjs';

const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

describe('deploy/', () => {
  it.skipIf(!has('systemd-analyze'))('the service unit: systemd finds nothing to warn about', () => {
    const r = spawnSync('systemd-analyze', ['verify', 'deploy/tile-tally.service'], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it.skipIf(!has('caddy'))('the Caddyfile: the domain given, /metrics answered 404, the rest to the server', () => {
    const r = spawnSync('caddy', ['adapt', '--adapter', 'caddyfile', '--config', 'deploy/Caddyfile'], {
      encoding: 'utf8',
      env: { ...process.env, TILE_TALLY_DOMAIN: 'scores.example.org' },
    });
    expect(r.status, r.stderr).toBe(0);
    const text = r.stdout;
    const site = (JSON.parse(text) as { apps: { http: { servers: Record<string, unknown> } } }).apps.http.servers;
    const json = JSON.stringify(site);
    expect(json).toContain('"host":["scores.example.org"]');
    expect(json).toContain(
      '{"handle":[{"handler":"static_response","status_code":404}],"match":[{"path":["/metrics"]}]}',
    );
    expect(json).toContain('"upstreams":[{"dial":"127.0.0.1:4173"}]');
    // No warning from Caddy (a wrong directive is one).
    expect(r.stderr).not.toMatch(/WARN|warn/);
  });
});

/** The Dockerfile's instructions of the final stage that matter here: ENV, HEALTHCHECK's command, CMD. */
function finalStage(text: string) {
  const lines = text.split('\n').filter((l) => l.trim() && !l.startsWith('#'));
  const last = lines.map((l) => l.startsWith('FROM ')).lastIndexOf(true);
  const stage = lines.slice(last);
  const env: Record<string, string> = {};
  for (const l of stage.filter((l) => l.startsWith('ENV ')))
    for (const [, k, v] of l.slice(4).matchAll(/(\w+)=(\S+)/g)) env[k!] = v!;
  const json = (prefix: RegExp) => JSON.parse(stage.find((l) => prefix.test(l))!.replace(prefix, '')) as string[];
  return {
    env,
    health: json(/^HEALTHCHECK .*CMD /),
    cmd: json(/^CMD /),
    stop: stage.find((l) => l.startsWith('STOPSIGNAL '))!,
  };
}

describe('Dockerfile (no container engine runs here: its files, command and health check are run as they are)', () => {
  const docker = readFileSync('Dockerfile', 'utf8');

  it('copies what exists, keeps the build and data out of the context, and keeps groups in a volume', () => {
    for (const [, from] of docker.matchAll(/^COPY (?!--from)(.+) \.\/?$/gm))
      for (const f of from!.split(' ')) expect(existsSync(f), f).toBe(true);
    const ignored = readFileSync('.dockerignore', 'utf8').split('\n');
    for (const f of ['node_modules', 'dist', 'data', '.git']) expect(ignored).toContain(f);
    expect(docker).toMatch(/^VOLUME \/data$/m);
    expect(finalStage(docker).env.TILE_TALLY_DATA).toBe('/data');
  });

  it('its command serves with its environment; its health check says healthy, then not once the server stops', async () => {
    const { env: imageEnv, health, cmd, stop } = finalStage(docker);
    expect(stop).toBe('STOPSIGNAL SIGTERM');
    // The image's /app: this repo, with a built app of its own (the real build may not be there yet).
    const app = mkdtempSync(join(tmpdir(), 'tt-image-'));
    for (const f of ['server', 'src', 'scripts', 'node_modules', 'package.json', 'tsconfig.json'])
      symlinkSync(resolve(f), join(app, f));
    mkdirSync(join(app, 'dist'));
    // What the image's build stage runs after the app's build.
    await buildServer(join(app, SERVER_BUNDLE));
    writeFileSync(join(app, 'dist', 'index.html'), '<!doctype html><title>Tile Tally</title>');
    const port = String(await freePort());
    // Only the address differs: tests listen on 127.0.0.1, the image on every interface.
    const env = { ...process.env, ...imageEnv, HOST: '127.0.0.1', PORT: port, TILE_TALLY_DATA: join(app, 'data') };
    const run = (argv: string[]) =>
      spawnSync(argv[0] === 'node' ? process.execPath : argv[0]!, argv.slice(1), { cwd: app, env, encoding: 'utf8' });

    const server = spawn(cmd[0] === 'node' ? process.execPath : cmd[0]!, cmd.slice(1), {
      cwd: app,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    server.stdout!.on('data', (b: Buffer) => (out += b.toString()));
    const exited = new Promise<number | null>((r) => server.once('exit', (code) => r(code)));
    await new Promise<void>((ok, fail) => {
      server.stdout!.on('data', () => out.includes('served at') && ok());
      void exited.then((code) => fail(new Error(`the command ended (${code}):\n${out}`)));
    });
    try {
      const healthy = run(health);
      expect(healthy.status, healthy.stderr).toBe(0);
    } finally {
      process.kill(-server.pid!, 'SIGTERM');
    }
    expect(await exited).toBe(0);
    const gone = run(health);
    expect(gone.status).toBe(1);
    expect(gone.stderr).toContain('unhealthy');
    rmSync(app, { recursive: true, force: true });
  });
});

function freePort(): Promise<number> {
  return new Promise((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => ok(port));
    });
  });
}
