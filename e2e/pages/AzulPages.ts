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
    return this.wall(name).getByRole('button', { name: new RegExp(`^Row ${row}, column ${col}[,:]`) });
  }

  floor(name: string, n: number) {
    return this.page.getByRole('radio', { name: new RegExp(`^${name}'s floor: ${n}(,|$)`) });
  }

  marker(name: string) {
    return this.page.getByRole('region', { name, exact: true }).getByRole('button', { name: /first-player marker/ });
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
   * Enters one player's part of the round in as few taps as the screen allows. The first-player marker is named
   * with the Next round tap (see nextRound), except in the last round (`markerNow`), where it is tapped here.
   */
  async enter(name: string, e: Entry, markerNow = false) {
    for (const [r, c] of e.tiles ?? []) await this.tap(this.cell(name, r, c));
    if (e.marker && markerNow) await this.tap(this.marker(name));
    // The marker alone makes a floor of 1: no tap of its own.
    if (e.floor && !(e.marker && e.floor === 1)) await this.tap(this.floor(name, e.floor));
  }

  /** Closes the round: one tap, naming who took the first-player marker when someone did. */
  async nextRound(starter?: string) {
    await this.tap(this.page.getByRole('button', { name: starter ? `Next round: ${starter} starts` : 'Next round, marker not recorded' }));
  }

  async openScorePad() {
    await this.page.getByRole('link', { name: /^(Score pad|See the results)$/ }).first().click();
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
