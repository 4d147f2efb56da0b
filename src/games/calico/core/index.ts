// The scoring core's public face: everything the app, the CLI and the tests use.
export * from './catalog.ts';
export * from './boards.ts';
export * from './geometry.ts';
export * from './game.ts';
export * from './goals.ts';
export * from './groups.ts';
export * from './grid.ts';
export * from './ranking.ts';
export { type GameScore, type PlayerScore } from './score.ts';
export { scoreGame } from './scored.ts';
export { normaliseName, nameKey } from '../../shared/names.ts';
export { parseGame, parseGameJson, checkGame } from './format.ts';
export { scoreSheet, winners } from './sheet.ts';
export { gainOf, type Gain } from './hints.ts';
/** @public The benchmark bundles this file and calls it (bench/core.bench.ts). */
export { hintSweep } from './hints.ts';
export * from './setup.ts';
export * from './tiles.ts';
export * from './edits.ts';
export * from './explain.ts';
