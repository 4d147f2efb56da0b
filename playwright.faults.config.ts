// The fault tests, run alone (one worker, nothing beside them): the full disk, which needs root (a small tmpfs
// mounted for the browser profile), and the browser killed right after a tap (timing-sensitive). Run by `npm test`
// and `npm run test:faults`, never by the normal `npx playwright test` (whose testMatch is *.spec.ts).
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

export default defineConfig({
  ...base,
  testMatch: '**/*.faults.ts',
  outputDir: 'test-results/faults',
  reporter: [['list'], ['json', { outputFile: 'test-results/faults.json' }]],
  timeout: 180_000,
  workers: 1,
});
