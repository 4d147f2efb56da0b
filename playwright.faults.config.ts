// The fault tests alone, on one worker (`npm run test:faults`): the full disk, which needs root (a small tmpfs
// mounted for the browser profile), the browser killed right after a tap, storage broken after a kill. `npm test`
// runs them with the rest, as the "faults" project of playwright.config.ts.
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

export default defineConfig({
  ...base,
  projects: base.projects!.filter((p) => p.name === 'faults'),
  outputDir: 'test-results/faults',
  reporter: [['list'], ['json', { outputFile: 'test-results/faults.json' }]],
  workers: 1,
});
