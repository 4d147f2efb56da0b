// Page object: Kaliko at the table (setup, the pattern, the picker, turns, results). Counts the taps a player makes.
import { expect, type Page } from '@playwright/test';

export interface TileAt {
  tile: string;
  q: number;
  r: number;
  rotation: number;
}

const SORT_NAMES: Record<string, string> = {
  TX: 'Triple cross',
  TB: 'Triple bend',
  DB: 'Double bend',
  DX: 'Double cross',
  SX: 'Single cross',
};
const COLOUR_NAMES: Record<string, string> = { R: 'Red', W: 'White', B: 'Blue' };

export class KalikoPage {
  /** Taps made while entering turns (cells, picker filters and tiles, turning a tile, Score / Pass / Exchange). */
  taps = 0;
  /** Of those, taps on the picker's filters (sort, colours). */
  filterTaps = 0;
  /** Drags of the pattern to bring a cell into sight (the pattern keeps cells large enough to tap, so a large one
   * shows in part). */
  pans = 0;
  constructor(readonly page: Page) {}

  async setup(names: string[], start: string, turns: number) {
    await this.page.goto('/#/new/kaliko');
    await this.page.getByRole('heading', { name: 'New Kaliko game' }).waitFor();
    for (const [i, n] of names.entries()) {
      if (i >= 2) await this.page.getByRole('button', { name: 'Add a player' }).click();
      await this.page.getByLabel(`Player ${i + 1} name`).fill(n);
    }
    // The starting tile is chosen from its picture, in its sort's radio group.
    await this.page.getByText('Choose the starting tile from the 85').click();
    await this.page.getByRole('radio', { name: new RegExp(`\\(${start}\\)$`) }).check();
    for (let k = 0; k < turns; k++) await this.page.getByRole('button', { name: /^Turn the starting tile/ }).click();
  }

  async start() {
    await this.page.getByRole('button', { name: 'Start game' }).click();
    await this.page.getByRole('list', { name: 'Scores' }).waitFor();
  }

  cell(q: number, r: number) {
    return this.page.getByRole('button', { name: `Empty cell (${q},${r})`, exact: true });
  }
  draftTile(i: number) {
    return this.page.getByRole('button', { name: new RegExp(`^Play tile ${i + 1}:`) });
  }
  total(i: number) {
    return this.page.getByTestId(`total-${i}`);
  }

  /** Drags the pattern, as a player would, until the cell is inside its frame (each drag stays on the pattern). */
  async reveal(cell: ReturnType<Page['locator']>) {
    for (let k = 0; k < 6; k++) {
      const frame = await this.page.locator('.kpattern svg').boundingBox();
      const box = await cell.boundingBox();
      if (!frame || !box) return;
      const m = 4;
      if (
        box.x >= frame.x - m &&
        box.y >= frame.y - m &&
        box.x + box.width <= frame.x + frame.width + m &&
        box.y + box.height <= frame.y + frame.height + m
      )
        return;
      this.pans++;
      const fx = frame.x + frame.width / 2,
        fy = frame.y + frame.height / 2;
      const clamp = (d: number, half: number) => Math.max(-half * 0.8, Math.min(half * 0.8, d));
      const dx = clamp(fx - (box.x + box.width / 2), frame.width / 2),
        dy = clamp(fy - (box.y + box.height / 2), frame.height / 2);
      const { mouse } = this.page;
      await mouse.move(fx - dx / 2, fy - dy / 2);
      await mouse.down();
      for (let i = 1; i <= 4; i++) await mouse.move(fx - dx / 2 + (dx * i) / 4, fy - dy / 2 + (dy * i) / 4);
      await mouse.up();
    }
  }

  async tap(locator: ReturnType<Page['locator']>) {
    this.taps++;
    await locator.click();
  }

  /** The tile's picture is in the picker and in view, with no scrolling of the page or of the picker's list. */
  private inView(tile: ReturnType<Page['locator']>): Promise<boolean> {
    return tile
      .evaluate((el) => {
        const r = el.getBoundingClientRect(),
          g = el.closest('.kpicker-grid')!.getBoundingClientRect();
        return r.top >= g.top - 1 && r.bottom <= g.bottom + 1 && r.top >= 0 && r.bottom <= window.innerHeight;
      })
      .catch(() => false);
  }

  /**
   * Puts one tile of the play on its cell and turns it until it lies as wanted. As a player would: the tile is
   * tapped if its picture is in view; otherwise the picker is narrowed first by the tile's sort, then by its colours.
   */
  async placeTile(t: TileAt, index: number) {
    await this.reveal(this.cell(t.q, t.r));
    await this.tap(this.cell(t.q, t.r));
    const pic = this.page.locator(`.kpicker [data-tile="${t.tile}"]`);
    await pic.waitFor({ state: 'attached' });
    const narrow = async (group: string, name: string) => {
      this.filterTaps++;
      await this.tap(
        this.page.getByRole('group', { name: group }).getByRole('button', { name: new RegExp(`^${name}\\b`) }),
      );
    };
    if (!(await this.inView(pic))) await narrow("Your tile's sort", SORT_NAMES[t.tile.slice(0, 2)]!);
    for (const c of new Set(t.tile.slice(3)))
      if (!(await this.inView(pic))) await narrow('Colours on your tile', COLOUR_NAMES[c]!);
    await this.tap(pic);
    const tile = this.draftTile(index);
    for (let k = 0; k < 6; k++) {
      const label = (await tile.getAttribute('aria-label')) ?? '';
      if (label.includes(`turned ${t.rotation}.`)) return;
      await this.tap(tile);
    }
    throw new Error(`tile ${t.tile} never turned to ${t.rotation}`);
  }

  async score(points: number) {
    await expect(this.page.getByTestId('play-points'))
      .toHaveText(String(points))
      .catch(async (e: unknown) => {
        await this.page.screenshot({ path: 'test-results/kaliko-score-failed.png', fullPage: true });
        throw e;
      });
    await this.tap(this.page.getByRole('button', { name: `Score ${points}`, exact: true }));
    await expect(this.draftTile(0)).toHaveCount(0);
  }

  /** A whole scoring play; returns the taps it took. */
  async play(tiles: TileAt[], points: number): Promise<number> {
    const before = this.taps;
    for (const [i, t] of tiles.entries()) await this.placeTile(t, i);
    await this.score(points);
    return this.taps - before;
  }

  /** Scores the play being entered, whatever it scores (the game is not checked by hand here). */
  async scoreAny() {
    await this.tap(this.page.getByRole('button', { name: /^Score \d+$/ }));
    await expect(this.draftTile(0)).toHaveCount(0);
  }

  /** Counts the page's scrolls from now on (scrollCount reads it): entering a turn should need none. */
  async countScrolls() {
    await this.page.evaluate(() => {
      const w = window as unknown as { scrolls: number };
      w.scrolls = 0;
      window.addEventListener('scroll', () => w.scrolls++);
    });
  }

  scrollCount(): Promise<{ scrolls: number; y: number }> {
    return this.page.evaluate(() => ({
      scrolls: (window as unknown as { scrolls: number }).scrolls,
      y: Math.round(window.scrollY),
    }));
  }

  async pass(): Promise<number> {
    await this.tap(this.page.getByRole('button', { name: 'Pass', exact: true }));
    return 1;
  }

  async exchange(count: number): Promise<number> {
    await this.tap(
      this.page.getByRole('button', { name: `Exchange ${count} tile${count > 1 ? 's' : ''}`, exact: true }),
    );
    return 1;
  }

  async expectTotals(totals: number[]) {
    for (const [i, t] of totals.entries()) await expect(this.total(i)).toHaveText(String(t));
  }
}
