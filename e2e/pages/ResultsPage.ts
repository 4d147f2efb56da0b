// Page object: the score pad.
import type { Page } from '@playwright/test';

export class ResultsPage {
  constructor(readonly page: Page) {}

  async total(player: number): Promise<string> {
    return (await this.page.getByTestId(`total-${player}`).locator('.pts').textContent()) ?? '';
  }

  winner() {
    return this.page.locator('.winner');
  }
}
