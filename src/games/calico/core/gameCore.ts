// Calico's core as the shell sees it: file format, summary and edits (no screens, so stores can use it).
import { msg } from '../../shared/msg.ts';
import { dataText } from '../../shared/words.ts';
import type { GameCore } from '../../types.ts';
import { applyEdit, GAME_FORMAT, parseGame, type Edit, type Game } from './index.ts';
import { CATEGORIES, summarise } from './gameSummary.ts';
import { CATS, GOALS } from './index.ts';
import { isBlank, rematch } from './rematch.ts';

export const calicoCore: GameCore<Game, Edit> = {
  kind: 'calico',
  rematch: (last, id, at) => rematch(last, id, at),
  isBlank,
  formats: [GAME_FORMAT],
  parse: parseGame,
  summarise,
  applyEdit,
  categories: CATEGORIES,
  labels: {
    rainbow: msg('calico.stats.rainbow'),
    // Proper names and printed labels, the same in every language.
    ...Object.fromEntries(Object.entries(CATS).map(([id, c]) => [id, dataText(c.name)])),
    ...Object.fromEntries(Object.entries(GOALS).map(([id, g]) => [id, dataText(g.label)])),
  },
  targetOf: (e) =>
    e.kind === 'cell'
      ? `cell ${e.player} ${e.cell}`
      : e.kind === 'corrections'
        ? `corrections ${e.player}`
        : e.kind === 'rename'
          ? `name ${e.player}`
          : e.kind === 'seats'
            ? 'seats'
            : e.kind === 'finish' || e.kind === 'reopen'
              ? 'finish'
              : null,
  partOf: (e) =>
    e.kind === 'cell' || e.kind === 'place' || e.kind === 'unplace' || e.kind === 'corrections' ? e.player : null,
};
