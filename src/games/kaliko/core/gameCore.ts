// Kaliko's core as the shell sees it: file format, summary and edits (no screens, so stores can use it).
import { msg } from '../../shared/msg.ts';
import type { GameCore } from '../../types.ts';
import { KALIKO_FORMAT, parseKalikoGame, type KalikoGame } from './index.ts';
import { applyKalikoEdit, replayOf, targetOf, type KalikoEdit } from './edits.ts';
import { CATEGORIES, summarise } from './gameSummary.ts';
import { isBlank, rematch } from './rematch.ts';

export const kalikoCore: GameCore<KalikoGame, KalikoEdit> = {
  kind: 'kaliko',
  rematch: (last, id, at) => rematch(last, id, at),
  isBlank,
  formats: [KALIKO_FORMAT],
  parse: parseKalikoGame,
  // A game a turn's edit just made is summarised from the record that edit replayed (saving a turn replayed it
  // twice more: the edit on the stored game, then its summary).
  summarise: (game) => summarise(game, replayOf(game)),
  applyEdit: applyKalikoEdit,
  categories: CATEGORIES,
  labels: { closed: msg('kaliko.stats.closedFact') },
  targetOf,
  // The pattern is shared: a turn is the part of the player whose turn it is.
  partOf: (e) => (e.kind === 'turn' ? e.turn.player : null),
};
