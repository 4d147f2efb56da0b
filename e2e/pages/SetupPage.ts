// Page object: the new-game form.
import type { Page } from '@playwright/test';
import { CATS, GOALS, PATTERN_NAMES, type CatId, type GoalId, type Pattern } from '../../src/games/calico/core/index.ts';

export interface PlayerSetup {
  name: string;
  board: 'blue' | 'green' | 'yellow' | 'purple';
  goals: [GoalId, GoalId, GoalId];
}

export class SetupPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/#/new/calico');
    await this.page.getByRole('heading', { name: 'New game' }).waitFor();
  }

  /** Names, boards and goals, one tap each as at the table (the goal spaces are chosen explicitly). */
  async setPlayers(players: PlayerSetup[]) {
    for (const [i, p] of players.entries()) {
      if (i >= 2) await this.page.getByRole('button', { name: 'Add a player' }).click();
      await this.page.getByLabel(`Player ${i + 1} name`).fill(p.name);
      const board = p.board[0]!.toUpperCase() + p.board.slice(1);
      await this.page.getByRole('radiogroup', { name: `${p.name}: board` }).getByRole('radio', { name: new RegExp(`^${board} board`) }).click();
      for (const [k, g] of p.goals.entries()) {
        await this.page.getByRole('radiogroup', { name: `${p.name}: space to fill` }).getByRole('radio').nth(k).click();
        await this.page.getByRole('group', { name: `${p.name}: design goals` }).getByRole('button', { name: new RegExp(`^${GOALS[g].label}:`) }).click();
      }
    }
  }

  /** Takes every dealt cat out, puts these in (in order) and gives each its two patterns. */
  async setCats(cats: { cat: CatId; patterns: [Pattern, Pattern] }[]) {
    const tiles = this.page.getByRole('group', { name: /Cats in play/ });
    while (await tiles.getByRole('button', { pressed: true }).count()) await tiles.getByRole('button', { pressed: true }).first().click();
    for (const c of cats) await tiles.getByRole('button', { name: new RegExp(`^${CATS[c.cat].name}:`) }).click();
    for (const c of cats) {
      for (const p of c.patterns) await this.page.getByRole('button', { name: `${PATTERN_NAMES[p]} to ${CATS[c.cat].name}`, exact: true }).click();
    }
  }

  async start() {
    await this.page.getByRole('button', { name: 'Start game' }).click();
  }
}
