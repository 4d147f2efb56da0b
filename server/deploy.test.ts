// The files an operator installs as they are (deploy/): systemd reads the service unit without a warning, and
// Caddy reads the Caddyfile as a site that keeps /metrics to the machine and passes everything else to the server.
// Caddy in front of a running server is tested end to end in e2e/internet.spec.ts.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';

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
