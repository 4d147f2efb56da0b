// A short game of each kind played through the UI in German and Japanese (the language chosen as a player would have
// it remembered: localStorage before the first screen), with every control found by its name in that language
// (e2e/pages/Words.ts reads the catalogues). The totals must be the hand-counted ones in every language: the rules do
// not depend on the words. (English is the language of every other test; playing these games in it again here would
// only repeat totals already known by hand.)
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { Words } from './pages/Words.ts';
import { ANA_TILES, BEN_TILES } from './flows.ts';
import { CATS, COLORS, GOALS, PATTERNS, type Tile } from '../src/games/calico/core/index.ts';
import { FULL_CATS, FULL_GOALS, FULL_GOALS_GREEN } from '../src/games/calico/core/test/fixtures.ts';
import { catsOf } from '../src/games/calico/core/test/notation.ts';
import type { Language } from '../src/i18n/languages.ts';

const LANGS: Language[] = ['de', 'ja'];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function speak(page: Page, lang: Language): Promise<Words> {
  await page.addInitScript((l) => localStorage.setItem('tile-tally.language', l), lang);
  return new Words(lang);
}

/** The new-game form of `kind` with Ana and Ben named. */
async function newGame(page: Page, w: Words, kind: string, title: string) {
  await page.goto(`/#/new/${kind}`);
  await page.getByRole('heading', { name: w.t(title) }).waitFor();
  for (const [i, n] of ['Ana', 'Ben'].entries())
    await page.getByLabel(w.t('games.setup.playerName', { n: i + 1 }), { exact: true }).fill(n);
}

/** Two players' totals as a screen shows them (`testId` + player index). */
const totalsOf = async (page: Page, testId: string) => [
  (await page.getByTestId(`${testId}0`).textContent()) ?? '',
  (await page.getByTestId(`${testId}1`).textContent()) ?? '',
];

/** Azul, 2 rounds. R1: Ana (1,1) 1 + (2,2) 1, floor 2 (−2) → 0; Ben (1,3) 1 + (3,3) 1, floor 1 (−1) → 1.
 * R2: Ana (1,2) 2 across + 2 down = 4 → 4; Ben (2,3) 3 down = 3 → 4. */
async function azul(page: Page, w: Words): Promise<string[]> {
  await newGame(page, w, 'azul', 'azul.setup.title');
  await page.getByRole('button', { name: w.t('games.setup.start') }).click();
  const round = async (n: number, cells: Record<string, [number, number][]>, floors: Record<string, number>) => {
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(w.t('azul.play.round', { n }));
    for (const name of ['Ana', 'Ben']) {
      const wall = page.getByRole('group', { name: w.t('azul.wall.label', { name, n }) });
      for (const [row, col] of cells[name]!)
        await wall.getByRole('button', { name: w.starts('azul.check.cell', { row, col }, 'colour') }).click();
      const floor = page.getByRole('radiogroup', { name: new RegExp(`^${escape(w.t('azul.floor.label', { name }))}`) });
      const k = floors[name]!;
      await floor
        .getByRole('radio', { name: k ? `${k}, −${[0, 1, 2, 4, 6, 8, 11, 14][k]}` : '0', exact: true })
        .click();
    }
  };
  await round(
    1,
    {
      Ana: [
        [1, 1],
        [2, 2],
      ],
      Ben: [
        [1, 3],
        [3, 3],
      ],
    },
    { Ana: 2, Ben: 1 },
  );
  await page.getByRole('button', { name: w.t('azul.play.nextRound') }).click();
  await round(2, { Ana: [[1, 2]], Ben: [[2, 3]] }, { Ana: 0, Ben: 0 });
  await page.getByRole('link', { name: w.t('games.scorePad') }).click();
  await page.getByRole('heading', { level: 1, name: w.t('games.scorePad') }).waitFor();
  return totalsOf(page, 'total-');
}

/** Kaliko: the start of e2e/kaliko.spec.ts's hand-scored game (Ana 6, Ben 9): two closing plays, an exchange, a
 * one-tile play and a pass. */
async function kaliko(page: Page, w: Words): Promise<string[]> {
  await newGame(page, w, 'kaliko', 'kaliko.setup.title');
  await page.getByText(w.t('kaliko.setup.choose', { count: 85 })).click();
  await page.getByRole('radio', { name: /\(DB-RRR\)$/ }).check();
  await page.getByRole('button', { name: w.starts('kaliko.setup.turnLabel', {}, 'rotation') }).click();
  await page.getByRole('button', { name: w.t('games.setup.start') }).click();
  await page.getByRole('list', { name: w.t('kaliko.play.scores') }).waitFor();
  const play = async (tiles: [string, number, number, number][], points: number) => {
    for (const [i, [tile, q, r, rotation]] of tiles.entries()) {
      await page
        .getByRole('button', { name: w.t('kaliko.pattern.emptyCell', { cell: `(${q},${r})` }), exact: true })
        .click();
      await page.locator(`.kpicker [data-tile="${tile}"]`).click();
      const draft = page.getByRole('button', { name: w.starts('kaliko.pattern.draftTile', { n: i + 1 }, 'name') });
      const turned = w.ends('kaliko.pattern.draftTile', { n: i + 1, cell: `(${q},${r})`, rotation }, 'name');
      for (let k = 0; k < 6 && !((await draft.getAttribute('aria-label')) ?? '').endsWith(turned); k++)
        await draft.click();
      await expect(draft).toHaveAttribute('aria-label', new RegExp(`${escape(turned)}$`));
    }
    await page.getByRole('button', { name: `${w.t('kaliko.play.score')} ${points}`, exact: true }).click();
  };
  await play(
    [
      ['TB-RWB', 0, -1, 5],
      ['TB-RBW', 1, -1, 3],
    ],
    6,
  );
  await play([['TB-WBB', 1, -2, 4]], 3);
  await page.getByRole('button', { name: w.t('kaliko.play.exchangeN', { count: 2 }), exact: true }).click();
  await play(
    [
      ['TB-RRR', 0, 1, 0],
      ['TB-RWW', -1, 1, 0],
    ],
    6,
  );
  await page.getByRole('button', { name: w.t('kaliko.play.pass'), exact: true }).click();
  await page.getByRole('link', { name: w.t('games.results') }).click();
  await page.getByRole('heading', { level: 1, name: w.t('games.results') }).waitFor();
  return totalsOf(page, 'result-total-');
}

/** Calico: the hand-scored example game (src/games/calico/core/test/fixtures.ts, Ana 69, Ben 62), the table
 * copied one question at a time and both boards entered tile by tile. */
async function calico(page: Page, w: Words): Promise<string[]> {
  await page.goto('/#/new/calico');
  await page.getByRole('heading', { name: w.t('calico.setup.title') }).waitFor();
  const question = page.locator('#cal-question');
  const answer = (name: string) =>
    question.getByRole('button', { name: new RegExp(`^${escape(name)}(\\s|$)`) }).click();
  const seats = [
    { name: 'Ana', board: 'blue', goals: FULL_GOALS },
    { name: 'Ben', board: 'green', goals: FULL_GOALS_GREEN },
  ] as const;
  for (const [i, s] of seats.entries())
    await page.getByLabel(w.t('games.setup.playerName', { n: i + 1 }), { exact: true }).fill(s.name);
  for (const s of seats) {
    await question.getByText(w.t('calico.ask.board', { name: s.name }), { exact: true }).waitFor();
    await answer(w.t(`calico.board.${s.board}`));
    for (const g of s.goals) await answer(GOALS[g].label);
  }
  const cats = catsOf(FULL_CATS);
  for (const c of cats) await answer(CATS[c.cat].name);
  for (const c of cats.slice(0, 2)) {
    await question.getByText(w.t('calico.ask.patterns', { cat: CATS[c.cat].name })).waitFor();
    for (const p of c.patterns) await answer(w.t(`core.calico.pattern.${p}`));
  }
  await page.getByRole('button', { name: w.t('games.setup.start') }).click();
  const tiles = page.getByRole('group', { name: w.t('calico.game.tiles'), exact: true }).locator('.tile-btn');
  const fill = async (board: Tile[]) => {
    for (const t of board)
      await tiles.nth(COLORS.indexOf(t.color) * PATTERNS.length + PATTERNS.indexOf(t.pattern)).click();
    await expect(page.getByText(w.t('calico.hint.complete'))).toBeVisible();
  };
  await expect(
    page.getByRole('button', {
      name: new RegExp(`(^|, )${escape(w.t('calico.cell.label', { cell: '1,1', name: w.t('calico.cell.empty') }))}$`),
    }),
  ).toHaveAttribute('aria-pressed', 'true');
  await fill(ANA_TILES);
  const ana = (await page.getByTestId('player-total').textContent()) ?? '';
  await page
    .getByRole('navigation', { name: w.t('games.setup.players') })
    .getByRole('button', { name: /^Ben/ })
    .click();
  await fill(BEN_TILES);
  return [ana, (await page.getByTestId('player-total').textContent()) ?? ''];
}

const GAMES = { azul: [azul, ['4', '4']], kaliko: [kaliko, ['6', '9']], calico: [calico, ['69', '62']] } as const;

for (const [kind, [play, hand]] of Object.entries(GAMES)) {
  test(`${kind}: the hand-counted totals in German and Japanese`, async ({ browser }) => {
    const totals: Record<string, string[]> = {};
    for (const lang of LANGS) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const w = await speak(page, lang);
      totals[lang] = await play(page, w);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await context.close();
    }
    expect(totals.de).toEqual([...hand]);
    expect(totals.ja).toEqual([...hand]);
  });
}
