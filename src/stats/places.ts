// Places in words for every game: "1st", "2nd", and "=2nd" when two or more players share the place.

export function ordinal(place: number): string {
  const teen = place % 100 >= 11 && place % 100 <= 13;
  const suffix = teen ? 'th' : place % 10 === 1 ? 'st' : place % 10 === 2 ? 'nd' : place % 10 === 3 ? 'rd' : 'th';
  return `${place}${suffix}`;
}

/** Each player's place in words, "=" in front of a shared one. */
export function placeLabels(places: readonly number[]): string[] {
  return places.map((p) => (places.filter((q) => q === p).length > 1 ? `=${ordinal(p)}` : ordinal(p)));
}
