// The board borders typed in the core are those printed on the boards (when ../shared is there to compare).
// (Purity of every core: src/games/purity.test.ts.)
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BOARD_BORDERS } from '../boards.ts';

const core = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('board borders', () => {
  const shared = join(core, '../../../../../shared/data/calico-boards.json'); // the repo's sibling folder;
  it.runIf(existsSync(shared))('board borders match shared/data/calico-boards.json', () => {
    const data = JSON.parse(readFileSync(shared, 'utf8')) as { boards: unknown };
    expect(BOARD_BORDERS).toEqual(data.boards);
  });
});
