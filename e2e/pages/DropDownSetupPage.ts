// Page object: the new-game form of releases before the visual setup (17 drop-downs), for the update test that
// starts a game in the previous release.
import type { Page } from '@playwright/test';
import type { CatId, GoalId, Pattern } from '../../src/games/calico/core/index.ts';

interface PlayerSetup {
  name: string;
  board: 'blue' | 'green' | 'yellow' | 'purple';
  goals: [GoalId, GoalId, GoalId];
}

export class DropDownSetupPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/#/new/calico');
    await this.page.getByRole('heading', { name: 'New game' }).waitFor();
  }

  async setPlayers(players: PlayerSetup[]) {
    const spaces = ['top', 'right', 'left'];
    for (const [i, p] of players.entries()) {
      if (i >= 2) await this.page.getByRole('button', { name: 'Add a player' }).click();
      await this.page.getByLabel(`Player ${i + 1} name`).fill(p.name);
      await this.page.getByLabel(`Player ${i + 1} board`).selectOption(p.board);
      for (const [k, g] of p.goals.entries()) {
        await this.page.getByLabel(`Player ${i + 1} goal on the ${spaces[k]} space`).selectOption(g);
      }
    }
  }

  async setCats(cats: { cat: CatId; patterns: [Pattern, Pattern] }[]) {
    for (const [i, c] of cats.entries()) {
      await this.page.getByLabel(`Cat ${i + 1}`, { exact: true }).selectOption(c.cat);
      await this.page.getByLabel(`Pattern 1 of cat ${i + 1}`).selectOption(c.patterns[0]);
      await this.page.getByLabel(`Pattern 2 of cat ${i + 1}`).selectOption(c.patterns[1]);
    }
  }

  async start() {
    await this.page.getByRole('button', { name: 'Start game' }).click();
  }
}
