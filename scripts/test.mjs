// `npm test`: every check, from a fresh clone: install, type-check, unit and component tests, production build,
// end-to-end tests in Debian's Chromium. Ends with one line "N passed, N failed".
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { ensureChromium, ensureDependencies, must, run } from './ensure.mjs';

ensureDependencies();
ensureChromium();
mkdirSync('test-results', { recursive: true });
must('npx tsc --noEmit -p tsconfig.json');
// The layers and no import circles (.dependency-cruiser.cjs): a few seconds, before anything slow.
must('npx depcruise src server --config .dependency-cruiser.cjs');
// Dead code: files, exports and dependencies nothing uses (knip.jsonc).
must('npx knip --no-progress');
// The linter (eslint.config.js: typescript-eslint's recommended rules, React's rules of hooks).
must('npx eslint .');
// The formatter (.prettierrc.json): code as Prettier lays it out.
must('npx prettier --check . --log-level warn');
const unit = run('npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json');
must('npx vite build');
// A second, visibly different build for the update-prompt test (the same app with another version label).
must('npx vite build --outDir dist-next --emptyOutDir', { env: { ...process.env, APP_BUILD: 'next' } });
// The release from before the rename, for the test that updates it to this version.
run('node scripts/build-previous.mjs');
// The end-to-end tests and, beside them on the same two workers, the fault tests (the "faults" project: the full
// disk on a small tmpfs, which needs root to mount and skips itself otherwise; the browser killed right after a tap).
const e2e = run('npx playwright test');

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
console.log(
  `\nunit: ${u.passed} passed, ${u.failed} failed; end-to-end: ${e.passed} passed, ${e.failed} failed; faults (full disk, killed browser): ${f.passed} passed, ${f.failed} failed`,
);
console.log(`${u.passed + e.passed + f.passed} passed, ${u.failed + e.failed + f.failed} failed`);
process.exit(unit || e2e ? 1 : 0);
