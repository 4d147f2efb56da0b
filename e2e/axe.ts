// Accessibility check with axe-core: no violations allowed.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectNoAxeViolations(page: Page, where: string) {
  await page.locator('h1').first().waitFor(); // lazily loaded screens show a loading line first
  const result = await new AxeBuilder({ page }).analyze();
  const summary = result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length}× e.g. ${v.nodes[0]?.target.join(' ')})`);
  expect(summary, `axe violations on ${where}`).toEqual([]);
}
