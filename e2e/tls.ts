// The group's server on a secure address, as a phone meets it: Debian's Caddy in front of it with Caddy's own
// internal CA (the repo's deploy/Caddyfile, imported as it is), or the server's own HTTPS with a certificate made
// here by openssl. The phone is Chromium trusting that CA as a phone that installed it would (its NSS database, in a
// home folder of its own) and reaching the host by a name, `tiletally.test`: at 127.0.0.1 or localhost Chromium
// would count even plain HTTP as secure, which is what this is about. Processes run in their own process groups,
// stopped by that group's id.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type LaunchOptions } from '@playwright/test';
import { WebSocket } from 'ws';

/** The name phones use for the group's host (mapped to 127.0.0.1 in the browser, by SNI and Host elsewhere). */
export const HOST = 'tiletally.test';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const port = (probe.address() as { port: number }).port;
      probe.close(() => resolve(port));
    });
  });
}

/** An HTTPS GET of `path` on `port` at 127.0.0.1 as `HOST`, trusting `ca` only; its status, or null if it failed. */
export function httpsStatus(port: number, path: string, ca: Buffer): Promise<number | null> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, servername: HOST, headers: { host: `${HOST}:${port}` }, ca });
    req.on('response', (res) => (res.resume(), resolve(res.statusCode ?? null)));
    req.on('error', () => resolve(null));
    req.end();
  });
}

const stopGroup = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    // gone already
  }
  await exited;
};

export class Caddy {
  private constructor(
    private readonly child: ChildProcess,
    private readonly dir: string,
    readonly port: number,
    /** Caddy's internal root certificate (PEM), the one phones trust. */
    readonly ca: Buffer,
    private readonly log: () => string,
  ) {}

  /** The app's address through Caddy. */
  get url(): string {
    return `https://${HOST}:${this.port}/`;
  }

  /** Caddy on a free port in front of the server at `upstream` (host:port), with the repo's Caddyfile. */
  static async start(upstream: string): Promise<Caddy> {
    const dir = mkdtempSync(join(tmpdir(), 'tile-tally-caddy-'));
    const [port, httpPort] = [await freePort(), await freePort()];
    // The test's own global options (no admin endpoint, the internal CA, nothing on ports 80/443, storage here),
    // then the site block exactly as the repo ships it.
    writeFileSync(
      join(dir, 'Caddyfile'),
      [
        '{',
        '\tadmin off',
        '\tlocal_certs',
        '\tskip_install_trust',
        '\tauto_https disable_redirects',
        `\thttp_port ${httpPort}`,
        `\tstorage file_system ${join(dir, 'data')}`,
        '}',
        `import ${resolve('deploy/Caddyfile')}`,
        '',
      ].join('\n'),
    );
    const child = spawn('caddy', ['run', '--adapter', 'caddyfile', '--config', join(dir, 'Caddyfile')], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, TILE_TALLY_DOMAIN: `${HOST}:${port}`, TILE_TALLY_UPSTREAM: upstream },
    });
    let out = '';
    child.stdout!.on('data', (b: Buffer) => (out += b.toString()));
    child.stderr!.on('data', (b: Buffer) => (out += b.toString()));
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) => reject(new Error(`caddy stopped (${code}):\n${out}`))),
    );
    // Ready once it answers over TLS with a certificate its root signs (it issues one as it starts).
    const root = join(dir, 'data/pki/authorities/local/root.crt');
    const ready = (async () => {
      for (;;) {
        if (existsSync(root)) {
          const ca = readFileSync(root);
          if ((await httpsStatus(port, '/healthz', ca)) !== null) return ca;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const ca = await Promise.race([ready, exited]);
    exited.catch(() => {});
    return new Caddy(child, dir, port, ca, () => out);
  }

  output(): string {
    return this.log();
  }

  async stop(): Promise<void> {
    await stopGroup(this.child);
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** A CA and a certificate for `HOST` signed by it, made by openssl, as a LAN host's owner would (docs: README). */
export function ownCertificate(): { dir: string; ca: string; cert: string; key: string } {
  const dir = mkdtempSync(join(tmpdir(), 'tile-tally-cert-'));
  const at = (f: string) => join(dir, f);
  const ssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
  ssl(
    'req',
    '-x509',
    ...ec,
    '-keyout',
    at('ca.key'),
    '-out',
    at('ca.crt'),
    '-days',
    '2',
    '-subj',
    '/CN=Tile Tally test CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  );
  ssl('req', ...ec, '-keyout', at('host.key'), '-out', at('host.csr'), '-subj', `/CN=${HOST}`);
  writeFileSync(at('host.ext'), `subjectAltName=DNS:${HOST}\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n`);
  ssl(
    'x509',
    '-req',
    '-in',
    at('host.csr'),
    '-CA',
    at('ca.crt'),
    '-CAkey',
    at('ca.key'),
    '-CAcreateserial',
    '-out',
    at('host.crt'),
    '-days',
    '2',
    '-extfile',
    at('host.ext'),
  );
  return { dir, ca: at('ca.crt'), cert: at('host.crt'), key: at('host.key') };
}

/** Chromium as a phone that trusts `ca` (a PEM file): its own home folder with an NSS database holding it, and
 * `HOST` resolved to this machine. */
export async function trustingChromium(
  ca: string,
  launchOptions: LaunchOptions,
): Promise<{ browser: Browser; options: LaunchOptions; close(): Promise<void> }> {
  const home = mkdtempSync(join(tmpdir(), 'tile-tally-phone-'));
  const db = join(home, '.pki/nssdb');
  mkdirSync(db, { recursive: true });
  execFileSync('certutil', ['-d', `sql:${db}`, '-N', '--empty-password'], { stdio: 'pipe' });
  execFileSync('certutil', ['-d', `sql:${db}`, '-A', '-t', 'C,,', '-n', 'tile-tally-test-ca', '-i', ca], {
    stdio: 'pipe',
  });
  const options: LaunchOptions = {
    ...launchOptions,
    args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
    env: { ...process.env, HOME: home },
  };
  const browser = await chromium.launch(options);
  return {
    browser,
    options,
    close: async () => {
      await browser.close();
      rmSync(home, { recursive: true, force: true });
    },
  };
}

/** Opens WebSockets to a group's sync endpoint through TLS at 127.0.0.1:`port` as `HOST`, from `localAddress`, one
 * after another until one is refused; resolves with the open ones and the refusal's status. */
export async function flood(
  port: number,
  ca: Buffer,
  group: { id: string; secret: string },
  localAddress: string,
  most: number,
): Promise<{ open: WebSocket[]; refusedWith: number | undefined }> {
  const open: WebSocket[] = [];
  for (let i = 0; i < most; i++) {
    const ws = new WebSocket(`wss://127.0.0.1:${port}/sync/${group.id}`, ['tile-tally-sync.1', `key.${group.secret}`], {
      ca,
      headers: { host: `${HOST}:${port}` },
      localAddress,
      // Passed on to tls.connect (SNI), which ws's own types leave out.
      ...({ servername: HOST } as object),
    });
    const outcome = await new Promise<number | 'open'>((resolve) => {
      ws.once('open', () => resolve('open'));
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.once('error', () => resolve(0));
    });
    if (outcome !== 'open') return { open, refusedWith: outcome };
    open.push(ws);
  }
  return { open, refusedWith: undefined };
}
