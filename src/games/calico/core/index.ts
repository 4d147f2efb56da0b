// The scoring core's public face: everything the app, the CLI and the tests use.
export * from './catalog.ts';
export * from './boards.ts';
export * from './geometry.ts';
export * from './game.ts';
export * from './goals.ts';
export * from './groups.ts';
export * from './grid.ts';
export * from './ranking.ts';
export { scoreGame, type GameScore, type PlayerScore, type ButtonAward, type CatAward, type GoalResult, type Shortfall } from './score.ts';
export { normaliseName, nameKey, MAX_NAME_LENGTH } from '../../shared/names.ts';
export { parseGame, parseGameJson, checkGame, type ParseResult } from './format.ts';
export { scoreSheet, winners, type SheetRow, type SheetCell } from './sheet.ts';
export { gainOf, hintSweep, type Gain, type HintContext } from './hints.ts';
export * from './setup.ts';
export * from './tiles.ts';
export * from './edits.ts';
export * from './explain.ts';
