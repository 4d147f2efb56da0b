// Shared by start.mjs and test.mjs: install what the project needs on a fresh machine, using only Node built-ins.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

export const run = (cmd, opts = {}) => {
  console.log(`\n$ ${cmd}`);
  const started = Date.now();
  const r = spawnSync(cmd, { shell: true, stdio: 'inherit', ...opts });
  // Each step's wall time, so a slow run shows where its time went (docs/benchmarks.md, "The test suite's own time").
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

/** Debian's Chromium for the end-to-end tests (browsers cannot be downloaded here; apt can). */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const root = process.getuid?.() === 0;
  const sudo = root ? '' : hasCommand('sudo') ? 'sudo ' : null;
  if (sudo === null) {
    console.error(
      `Chromium is missing at ${CHROMIUM} and this user cannot install it: run "apt-get install -y chromium" as root, or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  must(`${sudo}apt-get update -qq`);
  must(`DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -qq chromium`);
}

function hasCommand(name) {
  try {
    execSync(`command -v ${name}`, { stdio: 'ignore', shell: true });
    return true;
  } catch {
    return false;
  }
}

/** What the tests of the server's paths to the internet run (e2e/internet.spec.ts, server/deploy.test.ts): Debian's
 * Caddy, NSS's certutil (a phone's trusted CAs) and openssl (a LAN host's own certificate). */
export function ensureTlsTools() {
  const missing = [
    ['caddy', 'caddy'],
    ['certutil', 'libnss3-tools'],
    ['openssl', 'openssl'],
  ].filter(([command]) => !hasCommand(command));
  if (!missing.length) return;
  const packages = missing.map(([, pkg]) => pkg).join(' ');
  const sudo = process.getuid?.() === 0 ? '' : hasCommand('sudo') ? 'sudo ' : null;
  if (sudo === null) {
    console.error(
      `${packages} missing and this user cannot install them: run "apt-get install -y ${packages}" as root.`,
    );
    process.exit(1);
  }
  must(`${sudo}apt-get update -qq`);
  must(`DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -qq ${packages}`);
}
