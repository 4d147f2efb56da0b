// The Azul scoring core's public face: everything screens, the CLI and the tests use.
export * from './wall.ts';
export * from './floor.ts';
export * from './game.ts';
export * from '../../shared/names.ts';
export { placeName } from '../../shared/words.ts';
export { rowsCompletedBy, type GameScore } from './score.ts';
export { scoreGame } from './scored.ts';
export { parseGame, parseGameJson } from './format.ts';

export { colorName, explainTile, explainFloor, explainBonuses } from './explain.ts';
export { type WallRange } from './finalWall.ts';

export { applyEdit, targetOf, emptyRound, type AzulEdit } from './edits.ts';
