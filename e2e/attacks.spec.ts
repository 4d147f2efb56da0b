// Attacks on what landed with sharing and the removal of blank games: an entry made 0–50 ms before leaving,
// reloading or closing the tab is never lost with its game; a blank game goes; hostile links change nothing.
import type { BrowserContext, Page } from '@playwright/test';
import { deflateRawSync } from 'node:zlib';
import { CODE_VERSION, encode, toBase64Url } from '../src/share/codec.ts';
import { startDealt } from './flows.ts';
import { AzulSetupPage } from './pages/AzulPages.ts';
import { KalikoPage } from './pages/KalikoPage.ts';
import { gameIdOf, savedGames, storedGame, tapInPage } from './stored.ts';
import { expect, test } from './test.ts';

test.use({ failOnPageErrors: true }); // an uncaught error in a page fails the test (e2e/test.ts)

// The tests are independent (each has its own browser context): the two workers share them.
test.describe.configure({ mode: 'parallel' });

type Kind = 'calico' | 'azul' | 'kaliko';
type Leave = 'navigate' | 'reload' | 'close';

/** Starts a new game of `kind` on its play screen. */
async function start(page: Page, kind: Kind): Promise<void> {
  if (kind === 'calico') await startDealt(page);
  if (kind === 'azul') {
    const setup = new AzulSetupPage(page);
    await setup.open();
    await setup.setPlayers(['Ana', 'Ben']);
    await setup.start();
    await page.getByRole('heading', { level: 2, name: /^Round 1/ }).waitFor();
  }
  if (kind === 'kaliko') {
    const k = new KalikoPage(page);
    await k.setup(['Ana', 'Ben'], 'DB-RRR', 0);
    await k.start();
  }
}

/** One entry of each game made inside the page (no round trip), then leaving `ms` later in the same page task
 * queue: the hash changed or the page reloaded. 'close' leaves it to the caller. */
async function enterThenLeave(page: Page, kind: Kind, leave: Leave, ms: number): Promise<void> {
  await page.evaluate(
    async ({ kind, leave, ms }) => {
      const click = (sel: string) => {
        const el = document.querySelector<HTMLElement>(sel);
        if (!el) throw new Error(`nothing matches ${sel}`);
        el.click();
      };
      if (kind === 'calico') {
        // The picker is drawn a moment after the board.
        while (!document.querySelector('[aria-label="Tiles"] button')) await new Promise((r) => setTimeout(r, 10));
        document.querySelector('[data-cell="2,2"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        click('[aria-label="Tiles"] button');
      }
      if (kind === 'azul')
        [...document.querySelectorAll<HTMLElement>('button[aria-label^="Row 1, column 1"]')][0]!.click();
      if (kind === 'kaliko') {
        document
          .querySelector('[aria-label="Empty cell (-1,0)"]')!
          .dispatchEvent(new MouseEvent('click', { bubbles: true }));
        // The picker opens with the next render.
        while (!document.querySelector('.kpicker .ktile-btn:not(.kscores)'))
          await new Promise((r) => setTimeout(r, 10));
        click('.kpicker .ktile-btn:not(.kscores)');
      }
      if (leave === 'close') return;
      // A reload is scheduled, not awaited: the evaluation must return before its page goes away.
      if (leave === 'reload') return void setTimeout(() => window.location.reload(), ms);
      if (ms) await new Promise((r) => setTimeout(r, ms));
      window.location.hash = '#/history';
    },
    { kind, leave, ms },
  );
}

/** History, drawn once start-up work is over, recovery of stashed and journalled edits included: read before
 * that, the raw store can still hold a game as it was before its last entry. */
async function historyShown(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Past games' }).waitFor();
  await page.locator('main.history ul.game-list, main.history p.muted').first().waitFor();
}

/** After leaving, a tab where the app has just started again (a real start-up, recovery included), on History:
 * the one left by navigating, reloaded once History shows; the one that reloaded itself, moved to History; a new tab
 * where one was closed. Each costs one page load. */
async function startedAgain(
  tab: Page,
  context: BrowserContext,
  leave: Leave,
  reloaded: Promise<unknown> | null,
): Promise<Page> {
  if (leave === 'navigate') {
    await historyShown(tab);
    await tab.reload();
  } else if (leave === 'reload') {
    await reloaded;
    await tab.evaluate(() => void (window.location.hash = '#/history'));
  } else {
    tab = await context.newPage();
    await tab.goto('/#/history');
  }
  await historyShown(tab);
  return tab;
}

const blankOf: Record<Kind, (g: never) => boolean> = {
  calico: (g: { players: { cells: object }[] }) => g.players.every((p) => Object.keys(p.cells).length === 0),
  azul: (g: { rounds: { players: { tiles?: unknown[] }[] }[] }) =>
    g.rounds.every((r) => r.players.every((p) => !p.tiles?.length)),
  kaliko: (g: { turns: unknown[]; draft?: unknown[] }) => g.turns.length === 0 && !g.draft?.length,
} as Record<Kind, (g: never) => boolean>;

/** How long after the entry each game is left: in the same task (before any timer of the app's could run), and
 * once its timers have had their turn. The three games save through one front door, so each gets the same two. */
const DELAYS: Record<Kind, number[]> = { calico: [0, 30], azul: [0, 30], kaliko: [0, 30] };
const LEAVES: Leave[] = ['navigate', 'reload', 'close'];

test.describe('an entry made just before leaving keeps its game', () => {
  // The trials of one kind run in turn in one browser context, each on a game of its own: its own new game, entry
  // and leaving, and its own read-back after a real start-up of the app. The tab read from plays the next trial, so a
  // trial costs the page load it is about (the reload, the new tab) and no new context (a cold start of its own).
  for (const kind of ['calico', 'azul', 'kaliko'] as const) {
    const trials = LEAVES.flatMap((leave) => DELAYS[kind].map((ms) => [leave, ms] as const));
    test(`${kind}: entry, then ${LEAVES.join(' / ')} ${DELAYS[kind].join(', ')} ms later`, async ({
      page,
      context,
    }) => {
      let tab = page;
      for (const [leave, ms] of trials) {
        await test.step(`entry, then ${leave} ${ms} ms later`, async () => {
          await start(tab, kind);
          const id = gameIdOf(tab);
          const reloaded = leave === 'reload' ? tab.waitForEvent('load') : null;
          await enterThenLeave(tab, kind, leave, ms);
          if (leave === 'close') {
            await new Promise((r) => setTimeout(r, ms));
            await tab.close({ runBeforeUnload: false });
          }
          tab = await startedAgain(tab, context, leave, reloaded);
          const g = await storedGame(tab, id);
          expect(g, `${leave} ${ms} ms later: the game with an entry is still stored`).not.toBeNull();
          expect(blankOf[kind](g as never), `${leave} ${ms} ms later: its entry is stored`).toBe(false);
        });
      }
    });
  }

  for (const kind of ['calico', 'azul', 'kaliko'] as const) {
    test(`${kind}: a game left with nothing entered goes`, async ({ page }) => {
      await start(page, kind);
      const id = gameIdOf(page);
      await page.evaluate(() => void (window.location.hash = '#/history'));
      await page.getByRole('heading', { name: 'Past games' }).waitFor();
      await expect.poll(() => storedGame(page, id)).toBeNull();
    });
  }
});

test('two tabs on a new game: one leaves it blank (removing it), the other then enters a tile: the game and tile are kept', async ({
  page,
  context,
}) => {
  await startDealt(page);
  const id = gameIdOf(page);
  const other = await context.newPage();
  await other.goto(page.url());
  await other.locator('[data-cell="1,1"]').waitFor();
  await other.evaluate(() => void (window.location.hash = '#/history'));
  await other.getByRole('heading', { name: 'Past games' }).waitFor(); // the list waits for the removal
  // (The first tab writes the blank game again as soon as it hears of the removal, so it is not polled for here.)
  await tapInPage(page, [['2,2', 'Green dots']]);
  await expect
    .poll(async () => (await storedGame(page, id))?.players[0]!.cells['2,2'] ?? null)
    .toEqual({ color: 'green', pattern: 'dots' });
  await expect(page.getByText(/deleted/i)).toHaveCount(0);
  // Leaving it now keeps it: it has an entry.
  await page.evaluate(() => void (window.location.hash = '#/history'));
  await page.getByRole('heading', { name: 'Past games' }).waitFor();
  expect(await storedGame(page, id)).not.toBeNull();
});

test.describe('hostile links change nothing and say why in words', () => {
  /** The link's screen shows `message`, the page still answers, and nothing stored changed. */
  async function refused(page: Page, hash: string, message: RegExp): Promise<void> {
    const before = JSON.stringify(await savedGames(page));
    await page.evaluate((h) => void (window.location.hash = h), hash);
    await expect(page.getByRole('alert').first()).toHaveText(message);
    await expect(page.getByRole('alert').first()).not.toHaveText(/\[\d+\]|Error|undefined/);
    expect(await page.evaluate(() => 1 + 1)).toBe(2); // the tab is not frozen
    expect(JSON.stringify(await savedGames(page))).toBe(before);
  }

  test('garbage, broken %-encoding, a megabyte code and a deflate bomb', async ({ page }) => {
    // Counts the compressed bytes the app feeds its inflater.
    await page.addInitScript(() => {
      const w = window as unknown as { __fed: number };
      w.__fed = 0;
      const write = WritableStreamDefaultWriter.prototype.write;
      WritableStreamDefaultWriter.prototype.write = function (chunk?: unknown) {
        if (chunk instanceof Uint8Array) w.__fed += chunk.length;
        return write.call(this, chunk);
      };
    });
    await page.goto('/#/');
    await refused(page, '#/copy/hello-there', /damaged/);
    await refused(page, '#/join/A%zz%', /damaged/);
    await refused(page, `#/board/A${'x'.repeat(1_000_000)}`, /far more than any game/);
    const raw = deflateRawSync(Buffer.alloc(20_000_000)); // 20 MB of zeros in about 20 kB
    const body = new Uint8Array(4 + raw.length);
    body.set(raw, 4);
    await page.evaluate(() => void ((window as unknown as { __fed: number }).__fed = 0));
    await refused(page, `#/copy/${CODE_VERSION}${toBase64Url(body)}`, /far more than any game/);
    // Inflating stopped soon after the size limit: most of the bomb was never fed in.
    expect(await page.evaluate(() => (window as unknown as { __fed: number }).__fed)).toBeLessThan(raw.length / 4);
  });

  test('a board for a game not on this phone, and a board naming a stored game of another kind', async ({ page }) => {
    // An Azul game with one tile (kept), and a Calico board naming its id.
    const setup = new AzulSetupPage(page);
    await setup.open();
    await setup.setPlayers(['Ana', 'Ben']);
    await setup.start();
    await page.getByRole('heading', { level: 2, name: /^Round 1/ }).waitFor();
    const azulId = gameIdOf(page);
    await page
      .getByRole('button', { name: /^Row 1, column 1[,:]/ })
      .first()
      .click();
    await expect.poll(async () => (await savedGames(page)).live.length).toBe(1);
    const calicoBoard = { cells: { '2,2': { color: 'green', pattern: 'dots' } } };
    const board = (id: string) =>
      encode({ k: 'board', f: 'calico-score-sheet/game', id, seat: 0, name: 'Ana', b: calicoBoard });
    await refused(page, `#/board/${await board(azulId)}`, /board of Calico, and this game is Azul/);
    await refused(page, `#/board/${await board('no-such-game')}`, /not on this phone/);
  });
});
