// The Azul scoring core's public face: everything screens, the CLI and the tests use.
export * from './wall.ts';
export * from './floor.ts';
export * from './game.ts';
export * from '../../shared/names.ts';
export { rank, placeName, type Rankable, type Ranking } from './ranking.ts';
export {
  scoreGame, scoreRound, endBonuses, tileColor, rowsCompletedBy, ROW_BONUS, COLUMN_BONUS, COLOR_BONUS,
  type GameScore, type PlayerScore, type PlayerRoundScore, type TileScore, type FloorScore, type Bonuses,
} from './score.ts';
export {
  parseGame, parseGameJson, checkGame, migrate, MIGRATIONS, pathInWords, type ParseResult,
} from './format.ts';
export { pathText, type FileProblem } from '../../shared/issues.ts';
export { colorName, explainTile, explainFloor, explainRound, explainBonuses, explainPlayer } from './explain.ts';
export { finalWallRange, type WallRange } from './finalWall.ts';
export { summarise, type GameSummary, type PlayerSummary } from './summary.ts';
export { applyEdit, targetOf, emptyRound, hasEnded, type AzulEdit, type AzulEditResult } from './edits.ts';
