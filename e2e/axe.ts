// Accessibility check with axe-core: no violations allowed.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { AXE_SOURCE } from './layout-checks.ts';

export async function expectNoAxeViolations(page: Page, where: string) {
  await page.locator('h1').first().waitFor(); // lazily loaded screens show a loading line first
  // Run in the page itself (legacy mode): the default runs each frame's part and then opens a blank page in the
  // context to put the parts together, a new renderer for every check (2–3 times the CPU here), for an app with no
  // frames. Only violations are detailed: passes are never read. axe-core's source (half a megabyte) goes into each
  // document once, here: AxeBuilder would evaluate it twice a check (itself, then into each frame), more CPU than
  // most checks themselves, so a no-op source stands in for it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const result = await new AxeBuilder({ page, axeSource: ';' })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const summary = result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.length}× e.g. ${v.nodes[0]?.target.join(' ')})`,
  );
  expect(summary, `axe violations on ${where}`).toEqual([]);
}
