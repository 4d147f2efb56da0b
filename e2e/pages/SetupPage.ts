// Page object: the new-game form. The table is copied one question at a time: each option is tapped in the one
// question panel, which stays in the same place.
import type { Page } from '@playwright/test';
import { CATS, GOALS, patternName, type CatId, type GoalId, type Pattern } from '../../src/games/calico/core/index.ts';
import { say } from '../../src/games/shared/test/say.ts';

export interface PlayerSetup {
  name: string;
  board: 'blue' | 'green' | 'yellow' | 'purple';
  goals: [GoalId, GoalId, GoalId];
}

export class SetupPage {
  /** Every tap on a choice, Add a player and Start (typing names is not a tap). */
  taps = 0;

  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/#/new/calico');
    await this.page.getByRole('heading', { name: 'New game' }).waitFor();
  }

  /** The question being asked; its title says whose board or goal, or which cat. */
  question() {
    return this.page.locator('#cal-question');
  }

  async answer(name: RegExp) {
    await this.question().getByRole('button', { name }).click();
    this.taps++;
  }

  /** Names, then each board and goal as the questions come, one tap each as at the table. */
  async setPlayers(players: PlayerSetup[]) {
    for (const [i, p] of players.entries()) {
      if (i >= 2) {
        await this.page.getByRole('button', { name: 'Add a player' }).click();
        this.taps++;
      }
      await this.page.getByLabel(`Player ${i + 1} name`).fill(p.name);
    }
    for (const p of players) {
      await this.question().getByText(`${p.name}'s board`, { exact: true }).waitFor();
      await this.answer(new RegExp(`^${p.board[0]!.toUpperCase()}${p.board.slice(1)}`));
      for (const g of p.goals) await this.answer(new RegExp(`^${GOALS[g].label}\\b`));
    }
  }

  /** The same answers as setPlayers then setCats, tapped inside the page with no round trip between taps: for tests
   * about what comes after setup (setPlayers and setCats tap as a player does). */
  async setTableAtOnce(players: PlayerSetup[], cats: { cat: CatId; patterns: [Pattern, Pattern] }[]) {
    for (const [i, p] of players.entries()) {
      if (i >= 2) await this.page.getByRole('button', { name: 'Add a player' }).click();
      await this.page.getByLabel(`Player ${i + 1} name`).fill(p.name);
    }
    const answers = [
      ...players.flatMap((p) => [
        `^${p.board[0]!.toUpperCase()}${p.board.slice(1)}`,
        ...p.goals.map((g) => `^${GOALS[g].label}\\b`),
      ]),
      ...cats.map((c) => `^${CATS[c.cat].name}\\b`),
      ...cats.slice(0, 2).flatMap((c) => c.patterns.map((p) => `^${say(patternName(p))}\\b`)),
    ];
    await this.page.evaluate(async (list) => {
      for (const source of list) {
        const name = new RegExp(source);
        const find = () =>
          [...document.querySelectorAll<HTMLButtonElement>('#cal-question .ask-now button')].find((b) =>
            name.test(b.textContent!.trim()),
          );
        // As long as the tests' other waits for the page (playwright.config.ts): a question that never comes is named.
        const until = Date.now() + 60_000;
        let button = find();
        for (; !button; button = find()) {
          if (Date.now() > until) {
            const asked =
              document.querySelector<HTMLElement>('#cal-question')?.innerText.replace(/\s+/g, ' ').trim() ||
              '(no question)';
            throw new Error(`no answer matching /${source}/ within 60 s; the form asks: ${asked.slice(0, 200)}`);
          }
          await new Promise((r) => setTimeout(r, 10));
        }
        button.click();
        // The next question is drawn after this task: a tap before it would answer this one again.
        await new Promise((r) => setTimeout(r, 0));
      }
    }, answers);
  }

  /** The three cats (in order), then each cat's patterns: the last cat's two come by themselves. */
  async setCats(cats: { cat: CatId; patterns: [Pattern, Pattern] }[]) {
    for (const c of cats) await this.answer(new RegExp(`^${CATS[c.cat].name}\\b`));
    for (const c of cats.slice(0, 2)) {
      await this.question().getByText(`${CATS[c.cat].name}'s 2 patterns`).waitFor();
      for (const p of c.patterns) await this.answer(new RegExp(`^${say(patternName(p))}\\b`));
    }
  }

  /** Scoring turn by turn: under "How you play" (the usual way, boards after the game, is already chosen). */
  async playAlong() {
    await this.page.locator('summary', { hasText: 'How you play' }).click();
    await this.page.getByLabel('Play along, turn by turn (exact)').check();
  }

  /** Lets the app deal whatever is still open. */
  async deal() {
    await this.page.getByRole('button', { name: /^Deal (the rest )?for us$/ }).click();
    this.taps++;
  }

  async start() {
    await this.page.getByRole('button', { name: 'Start game' }).click();
    this.taps++;
  }
}
