// The server's own HTTPS (--tls-cert, --tls-key) takes a renewed certificate without a restart: SIGHUP reads the
// files again (README, "Run it for your group"). Certificates made by openssl; the server as its own process.
import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:tls';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test/harness.ts';

const dir = mkdtempSync(join(tmpdir(), 'tt-renew-'));
const cert = join(dir, 'cert.pem');
const key = join(dir, 'key.pem');

/** A new self-signed certificate for 127.0.0.1 at `cert`, its key at `key`; its SHA-256 fingerprint. */
function newCertificate(name: string): string {
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '2'].concat([
      '-subj',
      `/CN=${name}`,
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ]),
    { stdio: 'pipe' },
  );
  return new X509Certificate(readFileSync(cert)).fingerprint256;
}

/** The fingerprint of the certificate a new connection to the server is given. */
function served(url: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port), rejectUnauthorized: false }, () => {
      const fp = socket.getPeerCertificate().fingerprint256;
      socket.end();
      resolve(fp);
    });
    socket.once('error', reject);
  });
}

let server: TestServer | undefined;
afterAll(() => server?.stop());

it('a renewed certificate is served after SIGHUP, with no restart; one that cannot be read keeps the one before', async () => {
  const first = newCertificate('first');
  server = await startTestServer(undefined, 0, ['--host', '127.0.0.1', '--tls-cert', cert, '--tls-key', key]);
  expect(server.url).toMatch(/^https:/);
  expect(await served(server.url)).toBe(first);

  const second = newCertificate('second');
  expect(second).not.toBe(first);
  server.proc.kill('SIGHUP');
  while ((await served(server.url)) !== second) await new Promise((r) => setTimeout(r, 50));
  expect(server.proc.exitCode).toBeNull();

  // A half-written renewal: said in the log, and the certificate before it still served.
  writeFileSync(cert, 'not a certificate');
  server.proc.kill('SIGHUP');
  while (!server.output().includes('could not be read again')) await new Promise((r) => setTimeout(r, 50));
  expect(await served(server.url)).toBe(second);
  expect(server.proc.exitCode).toBeNull();
});
