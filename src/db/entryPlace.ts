// Where entry stood in an open game in this tab (say, whose wall was shown, and the taps Undo can take back), kept in
// sessionStorage: a reload carries on where the player was, and a closed tab forgets it. Storage knows no game, so
// the value is the game's own; whoever reads it checks it.
const KEY = 'tile-tally.place.';

export function rememberPlace(id: string, place: unknown): void {
  try {
    sessionStorage.setItem(KEY + id, JSON.stringify(place));
  } catch {
    // Full or refused: the place is a convenience, the game itself is saved elsewhere.
  }
}

export function recallPlace(id: string): unknown {
  try {
    const s = sessionStorage.getItem(KEY + id);
    return s === null ? null : (JSON.parse(s) as unknown);
  } catch {
    return null;
  }
}
