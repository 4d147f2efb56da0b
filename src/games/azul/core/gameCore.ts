// Azul's core as the shell sees it: file format, summary and edits (no screens, so stores and tests can use it).
import type { GameCore } from '../../types.ts';
import { applyEdit, GAME_FORMAT, parseGame, targetOf, type AzulEdit, type AzulGame } from './index.ts';
import { CATEGORIES, LABELS, summarise } from './gameSummary.ts';
import { isBlank, rematch } from './rematch.ts';

export const azulCore: GameCore<AzulGame, AzulEdit> = {
  kind: 'azul',
  rematch: (last, id, at) => rematch(last, id, at),
  isBlank,
  formats: [GAME_FORMAT],
  parse: parseGame,
  summarise,
  applyEdit,
  categories: CATEGORIES,
  labels: LABELS,
  targetOf,
  // A player's wall and floor; the first-player marker and the rounds are the table's.
  partOf: (e) => (e.kind === 'tile' || e.kind === 'untile' || e.kind === 'floor' ? e.player : null),
};
