// The Kaliko core's public face: everything screens, the CLI and the tests use. Pure TypeScript (only valibot).
export {
  TILES, TILE_IDS, TILE_COUNT, SORTS, SORT_CODES, COLOURS, sortName, colourName, tileById, resolveSpelling, designOf, colourAt, segmentsCross, segmentsOf,
  type SegmentShape, type Tile, type TileId, type Colour, type SortCode, type SortInfo,
} from './tiles.ts';
export {
  DIRECTIONS, directionName, MAX_COORD, cellKey, cellOfKey, cellName, neighbour, opposite, rotateCell, distance, type Direction,
} from './geometry.ts';
export { place, patternOf, emptyPattern, addTiles, withTiles, tileAtCell, type Pattern, type Placed } from './pattern.ts';
export {
  checkPlay, describeScore, explainPath, pathNote, tileOrdinal,
  type PlayResult, type PlayProblem, type PlayRule, type PathReport, type PathSegment, type PathCrossing, type Cell,
} from './play.ts';
export { fittingTiles, frontier, cellConstraint, type Fit } from './fit.ts';
export * from './game.ts';
export {
  replay, applyTurn, initialState, addTurn, undoTurns, tilesToCome, type GameState, type TurnResult, type TurnProblem,
} from './turns.ts';
export { placesOf, placeName } from './ranking.ts';
export { summarise, type GameSummary, type PlayerSummary } from './summary.ts';
export { parseKalikoGame, parseKalikoJson, checkKalikoGame, MIGRATIONS, KalikoGameSchema, type KalikoParseResult } from './format.ts';
export { normaliseName, nameKey, nameProblem, MAX_NAME_LENGTH } from '../../shared/names.ts';
