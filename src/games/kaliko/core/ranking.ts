// Places: highest total first; equal totals share a place (1, 1, 3). docs/rules/kaliko.md names no tie-break.

export function placesOf(totals: readonly number[]): number[] {
  return totals.map((t) => 1 + totals.filter((o) => o > t).length);
}
