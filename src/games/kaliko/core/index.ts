// The Kaliko core's public face: everything screens, the CLI and the tests use. Pure TypeScript (only valibot).
export {
  TILES,
  SORTS,
  COLOURS,
  sortName,
  colourName,
  tileById,
  segmentsOf,
  type Tile,
  type Colour,
  type SortCode,
  type SortInfo,
} from './tiles.ts';
export { cellName } from './geometry.ts';
export { place, withTiles, type Pattern, type Placed } from './pattern.ts';
export { checkPlay, explainPath, pathNote, type PlayResult, type PathReport } from './play.ts';
export { fittingTiles, frontier } from './fit.ts';
export * from './game.ts';
export { replay, addTurn, undoTurns, tilesToCome, type GameState } from './turns.ts';
export { placesOf } from './ranking.ts';
export { placeName } from '../../shared/words.ts';
export { summarise } from './summary.ts';
export { parseKalikoGame } from './format.ts';
/** @public The benchmarks bundle this file and call these (bench/kaliko.bench.ts, cores.bench.ts). */
export { patternOf } from './pattern.ts';
/** @public */
export { parseKalikoJson } from './format.ts';
export { normaliseName, nameKey, nameProblem } from '../../shared/names.ts';
