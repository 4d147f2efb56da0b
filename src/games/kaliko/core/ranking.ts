// Places: highest total first; equal totals share a place (1, 1, 3). KALIKO.md names no tie-break.

export function placesOf(totals: readonly number[]): number[] {
  return totals.map((t) => 1 + totals.filter((o) => o > t).length);
}

export function placeName(place: number): string {
  const suffix = place % 10 === 1 && place !== 11 ? 'st' : place % 10 === 2 && place !== 12 ? 'nd' : place % 10 === 3 && place !== 13 ? 'rd' : 'th';
  return `${place}${suffix}`;
}
