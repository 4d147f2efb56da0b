// `npm test`: every check, from a fresh clone: install, type-check, unit and component tests, production build,
// end-to-end tests in Debian's Chromium, the main flows in Firefox ESR and WebKitGTK. Ends with one line "N passed,
// N failed".
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { ensureDependencies, ensureTestPackages } from './ensure.mjs';

ensureDependencies();
ensureTestPackages();
mkdirSync('test-results', { recursive: true });

const began = Date.now();
const seconds = (from) => ((Date.now() - from) / 1000).toFixed(1);
/** Every step still running, to stop if a check fails. */
const running = new Set();

/**
 * Starts a step beside the others; resolves to its exit code. Its output is kept and printed whole when it ends, with
 * its wall time, so that steps running side by side do not mix their lines (`stream`: printed as it comes instead).
 */
function step(cmd, { env, stream = false } = {}) {
  const started = Date.now();
  // Its own process group, so that stopping it stops everything it started.
  const child = spawn(cmd, { shell: true, detached: true, env: env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let out = '';
  for (const s of [child.stdout, child.stderr])
    s.on('data', (chunk) => (stream ? process.stdout.write(chunk) : (out += chunk)));
  if (stream) console.log(`\n$ ${cmd}`);
  return new Promise((resolve) =>
    child.on('close', (code, signal) => {
      running.delete(child);
      const status = code ?? (signal ? 1 : 0);
      if (!stream) process.stdout.write(`\n$ ${cmd}\n${out}`);
      // Each step's wall time (they overlap), so a slow run shows where its time went.
      console.log(`(${seconds(started)} s, ended at ${seconds(began)} s: ${cmd}${status ? `, exit ${status}` : ''})`);
      resolve(status);
    }),
  );
}

/** Set once a check failed: the steps stopped by it then end as they may, unreported. */
let stopping = false;
const signal = (child, sig) => {
  try {
    process.kill(-child.pid, sig);
  } catch {
    // already gone
  }
};

/** A check that must pass: if it fails, every other step is stopped and the run ends here. */
async function must(cmd, opts) {
  const code = await step(cmd, opts);
  if (code === 0 || stopping) return;
  stopping = true;
  console.error(`\n✗ "${cmd}" failed (exit ${code})`);
  // SIGINT once, as a Ctrl-C: Playwright then stops the web server it started (on SIGTERM it left it serving, and
  // the next run found the port taken; a second SIGINT kills it before it has). Each step is waited for, a bounded
  // while; whatever is left then is killed.
  const ended = [...running].map((child) => new Promise((resolve) => child.once('close', resolve)));
  for (const child of running) signal(child, 'SIGINT');
  await Promise.race([Promise.all(ended), new Promise((resolve) => setTimeout(resolve, 20_000))]);
  for (const child of running) signal(child, 'SIGKILL');
  process.exit(code);
}

// Side by side on the two cores. The end-to-end tests are the longest step and the last to end, so they come first:
// the builds they wait for and then the tests themselves run at normal priority, and the checks and the unit tests
// run beside them at a lower one (nice), taking the cores whenever the browsers wait (a page loading, a server
// starting). The checks still end within the first minutes; no test depends on the machine being idle, nor on its
// speed. A failed check stops everything.
const lower = (cmd, level) => `nice -n ${level} ${cmd}`;
const checks = Promise.all([
  // TypeScript 7's own compiler, named by its path: TypeScript 6, installed beside it for typescript-eslint, has a
  // `tsc` too, and which of the two `npx tsc` finds depends on the install (6 took ten times as long).
  must(lower('node node_modules/typescript/bin/tsc --noEmit -p tsconfig.json', 5)),
  // The layers and no import circles (.dependency-cruiser.cjs).
  must(lower('npx depcruise src server --config .dependency-cruiser.cjs', 5)),
  // Dead code: files, exports and dependencies nothing uses (knip.jsonc).
  must(lower('npx knip --no-progress', 5)),
  // The linter (eslint.config.js: typescript-eslint's recommended rules, React's rules of hooks).
  must(lower('npx eslint .', 5)),
  // The formatter (.prettierrc.json): code as Prettier lays it out.
  must(lower('npx prettier --check . --log-level warn', 5)),
]);
const unit = step(
  lower('npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json', 5),
);
const e2e = (async () => {
  // The three builds side by side: each is mostly one thread (the bundler's plugins, the service worker's
  // precache list), so together they fill the two cores sooner than one after another.
  const next = { env: { ...process.env, APP_BUILD: 'next' } };
  await Promise.all([
    must('npx vite build'),
    // A second, visibly different build for the update-prompt test (the same app with another version label).
    must('npx vite build --outDir dist-next --emptyOutDir', next),
    // The release from before the rename, for the test that updates it to this version.
    step('node scripts/build-previous.mjs'),
    // The group server's bundle (scripts/build-server.mjs), which the end-to-end tests run as npm start does.
    must('node scripts/build-server.mjs'),
  ]);
  // The end-to-end tests and, beside them on the same two workers, the fault tests (the "faults" project: the full
  // disk on a small tmpfs, which needs root to mount and skips itself otherwise; the browser killed right after a
  // tap).
  return step('npx playwright test', { stream: true });
})();
await checks;
const [unitCode, e2eCode] = [await unit, await e2e];

const count = (file, pick) =>
  existsSync(file) ? pick(JSON.parse(readFileSync(file, 'utf8'))) : { passed: 0, failed: 1 };
const u = count('test-results/vitest.json', (j) => ({ passed: j.numPassedTests, failed: j.numFailedTests }));
/** Passed and failed tests of one Playwright project (skipped ones are neither); errors outside any test count as
 * failures of the end-to-end tests. */
const pw = (project) => (j) => {
  const results = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests) if (t.projectName === project) results.push(t.status);
    for (const s of suite.suites ?? []) walk(s);
  };
  for (const s of j.suites) walk(s);
  const failed = results.filter((r) => r === 'unexpected').length + (project === 'phone' ? j.errors.length : 0);
  return { passed: results.filter((r) => r === 'expected' || r === 'flaky').length, failed };
};
const e = count('test-results/playwright.json', pw('phone'));
const f = count('test-results/playwright.json', pw('faults'));
// The main flows in Firefox ESR and WebKitGTK (e2e/*.engines.ts), in the same Playwright run.
const engines = ['firefox', 'webkit'].map((name) => ({ name, ...count('test-results/playwright.json', pw(name)) }));
console.log(`\n(${seconds(began)} s in all)`);
console.log(
  `\nunit: ${u.passed} passed, ${u.failed} failed; end-to-end: ${e.passed} passed, ${e.failed} failed; faults (full disk, killed browser): ${f.passed} passed, ${f.failed} failed`,
);
for (const g of engines) console.log(`flows in ${g.name}: ${g.passed} passed, ${g.failed} failed`);
const all = [u, e, f, ...engines];
const sum = (k) => all.reduce((n, r) => n + r[k], 0);
console.log(`${sum('passed')} passed, ${sum('failed')} failed`);
process.exit(unitCode || e2eCode ? 1 : 0);
