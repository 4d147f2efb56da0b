// Page objects: Azul's new-game form, round entry and score pad.
import type { Page } from '@playwright/test';

export class AzulSetupPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/#/new/azul');
    await this.page.getByRole('heading', { name: 'New Azul game' }).waitFor();
  }

  async setPlayers(names: string[]) {
    for (const [i, name] of names.entries()) {
      if (i >= 2) await this.page.getByRole('button', { name: 'Add a player' }).click();
      await this.page.getByLabel(`Player ${i + 1} name`).fill(name);
    }
  }

  async start() {
    await this.page.getByRole('button', { name: 'Start game' }).click();
  }
}

/** One player's part of a round: cells as [row, column] counted from 1, the floor count, the marker. */
export interface Entry {
  tiles?: [number, number][];
  floor?: number;
  marker?: boolean;
}

export class AzulPlayPage {
  /** Every tap made through this page object. */
  taps = 0;
  constructor(readonly page: Page) {}

  wall(name: string) {
    return this.page.getByRole('group', { name: new RegExp(`^${name}'s wall`) });
  }

  cell(name: string, row: number, col: number) {
    return this.wall(name).getByRole('button', { name: new RegExp(`(^|, )Row ${row}, column ${col}[,:]`) });
  }

  /** A count on a player's floor (slots filled), without the first-player marker or with it. */
  floor(name: string, n: number, marker = false) {
    return this.page.getByRole('radiogroup', { name: new RegExp(`^${name}'s floor`) }).getByRole('radio', {
      name: new RegExp(`^${n === 7 ? '7\\+' : n}(, −\\d+)?${marker ? ', with the first-player marker' : ''}$`),
    });
  }

  /** Takes back the last tile placed on the wall shown (on a large screen, the only wall's). */
  undo() {
    return this.page.getByRole('button', { name: /^Undo last tile/ });
  }

  /** On a phone one wall is shown at a time: the tab that shows a player's. */
  tab(name: string) {
    return this.page
      .getByRole('group', { name: 'Whose wall' })
      .getByRole('button', { name: new RegExp(`^${name}\\b`) });
  }

  /** Shows a player's wall without counting a tap (to look at it, not to enter). */
  async show(name: string) {
    if (!(await this.wall(name).isVisible())) await this.tab(name).click();
  }

  score(i: number) {
    return this.page.getByTestId(`score-${i}`);
  }

  async waitForRound(n: number) {
    await this.page.getByRole('heading', { level: 2, name: new RegExp(`^Round ${n}`) }).waitFor();
  }

  private async tap(target: ReturnType<Page['getByRole']>) {
    this.taps++;
    await target.click();
  }

  /**
   * Enters one player's part of the round: their wall's tab if it is not shown, the tiles, and one tap on the
   * floor, which also says whether they took the first-player marker and moves on to the next player.
   */
  async enter(name: string, e: Entry) {
    if (!(await this.wall(name).isVisible())) await this.tap(this.tab(name));
    for (const [r, c] of e.tiles ?? []) await this.tap(this.cell(name, r, c));
    await this.tap(this.floor(name, e.floor ?? 0, e.marker));
  }

  async nextRound() {
    await this.tap(this.page.getByRole('button', { name: 'Next round', exact: true }));
  }

  /** Counts the page's scrolls from now on (scrollCount reads it): entering a round should need none. */
  async countScrolls() {
    await this.page.evaluate(() => {
      const w = window as unknown as { scrolls: number };
      w.scrolls = 0;
      window.addEventListener('scroll', () => w.scrolls++);
    });
  }

  async scrollCount(): Promise<{ scrolls: number; y: number }> {
    return this.page.evaluate(() => ({
      scrolls: (window as unknown as { scrolls: number }).scrolls,
      y: window.scrollY,
    }));
  }

  async openScorePad() {
    await this.page
      .getByRole('link', { name: /^(Score pad|See the results)$/ })
      .first()
      .click();
    await this.page.getByRole('heading', { name: 'Score pad' }).waitFor();
  }
}

export class AzulResultsPage {
  constructor(readonly page: Page) {}

  async cell(testId: string): Promise<string> {
    return (await this.page.getByTestId(testId).locator('.pts').first().textContent()) ?? '';
  }

  winner() {
    return this.page.getByTestId('winner');
  }
}
