// Page object: the board editor.
import type { Page } from '@playwright/test';
import { PLAYABLE_CELLS, keyOf, tileName, type Tile } from '../../src/games/calico/core/index.ts';
import { tapInPage } from '../stored.ts';
import { say } from '../../src/games/shared/test/say.ts';

export class GamePage {
  constructor(readonly page: Page) {}

  board() {
    return this.page.getByRole('group', { name: /'s board,/ });
  }

  cell(key: string) {
    return this.board().getByRole('button', { name: new RegExp(`(^|, )Cell ${key}:`) });
  }

  async switchTo(name: string) {
    await this.page
      .getByRole('navigation', { name: 'Players' })
      .getByRole('button', { name: new RegExp(`^${name}`) })
      .click();
  }

  async pick(tile: Tile) {
    // a tile's name is followed by how many copies are left ("Navy dots, 2 left")
    await this.page
      .getByRole('group', { name: 'Tiles' })
      .getByRole('button', { name: new RegExp(`(^|: )${say(tileName(tile))}(,|$)`) })
      .click();
  }

  /** Fills cells in reading order relying on auto-advance: one tap per cell. */
  async fillInReadingOrder(tiles: Tile[]) {
    for (const t of tiles) await this.pick(t);
  }

  /** A board's first cells in reading order (the whole board given 22 tiles), tapped inside the page (each cell, then
   * its tile) with no round trip between taps: for tests about what comes after entry. fillInReadingOrder taps as a
   * player does. */
  async fillAtOnce(tiles: Tile[]) {
    await tapInPage(
      this.page,
      tiles.map((t, i) => [keyOf(PLAYABLE_CELLS[i]!), say(tileName(t))]),
    );
  }

  async openResults() {
    await this.page.getByRole('link', { name: 'Results', exact: true }).click();
  }
}
