// Kaliko's core as the shell sees it: file format, summary and edits (no screens, so stores can use it).
import { msg } from '../shared/msg.ts';
import type { GameCore } from '../types.ts';
import { KALIKO_FORMAT, parseKalikoGame, type KalikoGame } from './core/index.ts';
import { applyKalikoEdit, targetOf, type KalikoEdit } from './edits.ts';
import { CATEGORIES, summarise } from './summary.ts';
import { isBlank, rematch } from './core/rematch.ts';

export const kalikoCore: GameCore<KalikoGame, KalikoEdit> = {
  kind: 'kaliko',
  rematch: (last, id, at) => rematch(last, id, at),
  isBlank,
  formats: [KALIKO_FORMAT],
  parse: parseKalikoGame,
  summarise,
  applyEdit: applyKalikoEdit,
  categories: CATEGORIES,
  labels: { closed: msg('kaliko.stats.closedFact') },
  targetOf,
};
