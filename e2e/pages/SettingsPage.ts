// Page object: Settings — backup export and import, the import's progress and report, recently deleted games.
import type { Download, Page } from '@playwright/test';

export class SettingsPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/#/settings');
    await this.page.getByRole('heading', { name: 'Settings' }).waitFor();
  }

  /** Chooses a file to import (the import starts at once). */
  async importFile(path: string) {
    await this.page.getByLabel('Import games…').setInputFiles(path);
  }

  /** The report of a successful import ("Imported: …"). */
  report() {
    return this.page.getByRole('status').filter({ hasText: 'Imported' });
  }

  problems() {
    return this.page.getByRole('alert').filter({ hasText: 'Nothing was imported' });
  }

  progress() {
    return this.page.getByRole('progressbar');
  }

  async exportAll(): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: 'Export all games' }).click(),
    ]);
    return download;
  }

  recentlyDeleted() {
    return this.page.getByRole('region', { name: 'Recently deleted' }).getByRole('listitem');
  }
}
