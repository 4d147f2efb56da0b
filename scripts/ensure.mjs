// Shared by start.mjs and test.mjs: install what the project needs on a fresh machine, using only Node built-ins.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

export const run = (cmd, opts = {}) => {
  console.log(`\n$ ${cmd}`);
  const started = Date.now();
  const r = spawnSync(cmd, { shell: true, stdio: 'inherit', ...opts });
  // Each step's wall time, so a slow run shows where its time went (docs/benchmarks.md, "The suite's time").
  console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s: ${cmd})`);
  return r.status ?? 1;
};

export function must(cmd, opts) {
  const code = run(cmd, opts);
  if (code !== 0) {
    console.error(`\n✗ "${cmd}" failed (exit ${code})`);
    process.exit(code);
  }
}

/**
 * Installs the locked dependencies when node_modules is missing or differs from the lock file. `npm install`
 * rather than `npm ci`: the lock omits rollup's native packages for other platforms that the registry here does
 * not serve, which `npm ci` refuses, while `npm install` installs the locked versions all the same.
 */
export function ensureDependencies() {
  const marker = 'node_modules/.package-lock.json';
  if (existsSync(marker) && readFileSync(marker, 'utf8').length > 0) {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
    const installed = JSON.parse(readFileSync(marker, 'utf8'));
    const same = Object.keys(lock.packages ?? {}).every(
      (k) => k === '' || installed.packages?.[k]?.version === lock.packages[k].version,
    );
    if (same) return;
  }
  must('npm install --no-audit --no-fund');
}

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Debian's packages the tests need, each with how to tell it is there (browsers cannot be downloaded here; apt can):
 * Chromium and its headless shell (what the end-to-end tests run: playwright.config.ts); Firefox ESR and WebKitGTK
 * (its WebDriver, an X server for it, and the Python GTK bindings of the small browser host in
 * e2e/engines/webkit-host.py) for the flows run in those engines (e2e/*.engines.ts); Caddy, NSS's certutil (a
 * phone's trusted CAs) and openssl (a LAN host's own certificate) for the tests of the server's paths to the internet
 * (e2e/internet.spec.ts, server/deploy.test.ts); PostgreSQL, Redis and HAProxy for the scaled mode's tests
 * (server/scaled.test.ts).
 */
const TEST_PACKAGES = [
  ['chromium', () => existsSync(CHROMIUM)],
  ['chromium-headless-shell', () => !!process.env.CHROMIUM_PATH || existsSync('/usr/bin/chromium-headless-shell')],
  ['firefox-esr', () => existsSync(process.env.FIREFOX_PATH || '/usr/bin/firefox-esr')],
  ['webkit2gtk-driver', () => hasCommand('WebKitWebDriver')],
  ['xvfb', () => hasCommand('Xvfb')],
  ['python3-gi', () => pythonHas('import gi')],
  ['gir1.2-webkit2-4.1', () => pythonHas("import gi; gi.require_version('WebKit2', '4.1')")],
  ['caddy', () => hasCommand('caddy')],
  ['libnss3-tools', () => hasCommand('certutil')],
  ['openssl', () => hasCommand('openssl')],
  ['postgresql', () => existsSync('/usr/lib/postgresql/15/bin/postgres') || hasCommand('postgres')],
  ['redis-server', () => hasCommand('redis-server')],
  ['haproxy', () => hasCommand('haproxy') || existsSync('/usr/sbin/haproxy')],
];

/** Installs whichever of TEST_PACKAGES is missing, in one apt-get run. */
export function ensureTestPackages() {
  const missing = TEST_PACKAGES.filter(([, present]) => !present()).map(([pkg]) => pkg);
  if (missing.length === 0) return;
  const root = process.getuid?.() === 0;
  const sudo = root ? '' : hasCommand('sudo') ? 'sudo ' : null;
  if (sudo === null) {
    console.error(
      `Missing for the tests, and this user cannot install them: run "apt-get install -y ${missing.join(' ')}" as root (or set CHROMIUM_PATH for another Chromium).`,
    );
    process.exit(1);
  }
  must(`${sudo}apt-get update -qq`);
  must(`DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -qq ${missing.join(' ')}`);
}

const pythonHas = (code) => spawnSync('/usr/bin/python3', ['-c', code], { stdio: 'ignore' }).status === 0;

function hasCommand(name) {
  try {
    execSync(`command -v ${name}`, { stdio: 'ignore', shell: true });
    return true;
  } catch {
    return false;
  }
}
