// `npm test`: every check, from a fresh clone: install, type-check, unit and component tests, production build,
// end-to-end tests in Debian's Chromium. Ends with one line "N passed, N failed".
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { ensureChromium, ensureDependencies, must, run } from './ensure.mjs';

ensureDependencies();
ensureChromium();
mkdirSync('test-results', { recursive: true });
must('npx tsc --noEmit -p tsconfig.json');
const unit = run('npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json');
must('npx vite build');
// A second, visibly different build for the update-prompt test (the same app with another version label).
must('npx vite build --outDir dist-next --emptyOutDir', { env: { ...process.env, APP_BUILD: 'next' } });
const e2e = run('npx playwright test');

const count = (file, pick) => (existsSync(file) ? pick(JSON.parse(readFileSync(file, 'utf8'))) : { passed: 0, failed: 1 });
const u = count('test-results/vitest.json', (j) => ({ passed: j.numPassedTests, failed: j.numFailedTests }));
const e = count('test-results/playwright.json', (j) => ({ passed: j.stats.expected + j.stats.flaky, failed: j.stats.unexpected }));
console.log(`\nunit: ${u.passed} passed, ${u.failed} failed; end-to-end: ${e.passed} passed, ${e.failed} failed`);
console.log(`${u.passed + e.passed} passed, ${u.failed + e.failed} failed`);
process.exit(unit || e2e ? 1 : 0);
