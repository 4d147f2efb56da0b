// The floor line: the first min(n, 7) slot values, where n counts the floor tiles and the first-player marker.

/** Slot values left to right; the marker, when taken, is one of the tiles (it fills the first free slot). */
export const FLOOR_PENALTIES: readonly number[] = [-1, -1, -2, -2, -2, -3, -3];
export const FLOOR_SLOTS = FLOOR_PENALTIES.length;
/** The largest floor penalty: all 7 slots. */
export const MAX_FLOOR_PENALTY = -14;

/** The floor count a score sheet records: tiles on the floor plus 1 for the first-player marker. */
export const floorCount = (tiles: number, firstPlayer: boolean): number => tiles + (firstPlayer ? 1 : 0);

/** The penalty (≤ 0) for a floor of n items, marker included; items beyond 7 cost nothing more. */
export function floorPenalty(n: number): number {
  return floorSlots(n).reduce((a, b) => a + b, 0);
}

/** The value of each occupied slot that counts. */
export const floorSlots = (n: number): number[] => FLOOR_PENALTIES.slice(0, Math.max(0, Math.min(n, FLOOR_SLOTS)));

/** A player's score after a round: never below 0. */
export const scoreAfterRound = (before: number, wallPoints: number, penalty: number): number =>
  Math.max(0, before + wallPoints + penalty);
