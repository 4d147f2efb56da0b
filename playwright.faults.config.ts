// The storage-fault tests that need root (a small tmpfs mounted for the browser profile): run by
// `npm run test:faults`, never by the normal `npx playwright test` (whose testMatch is *.spec.ts).
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

export default defineConfig({
  ...base,
  testMatch: '**/*.faults.ts',
  outputDir: 'test-results/faults',
  reporter: [['list'], ['json', { outputFile: 'test-results/faults.json' }]],
  timeout: 180_000,
});
