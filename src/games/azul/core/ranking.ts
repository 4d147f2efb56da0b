// Places: the highest total wins; a tie goes to more complete rows; still level, the place is shared.

export interface Rankable {
  name: string;
  total: number;
  completeRows: number;
}

export interface Ranking {
  /** places[i] is player i's place: 1 for the winner(s); tied players share a place (1, 1, 3). */
  places: number[];
  /** One sentence per tie on total, saying how it was broken or that the place is shared. */
  notes: string[];
}

export function rank(players: readonly Rankable[]): Ranking {
  const compare = (a: Rankable, b: Rankable): number => b.total - a.total || b.completeRows - a.completeRows;
  const order = players.map((_, i) => i).sort((a, b) => compare(players[a]!, players[b]!) || a - b);
  const places: number[] = new Array<number>(players.length).fill(0);
  order.forEach((p, pos) => {
    const prev = order[pos - 1];
    places[p] = prev !== undefined && compare(players[prev]!, players[p]!) === 0 ? places[prev]! : pos + 1;
  });
  const notes: string[] = [];
  const byTotal = new Map<number, number[]>();
  for (const p of order) byTotal.set(players[p]!.total, [...(byTotal.get(players[p]!.total) ?? []), p]);
  for (const [total, tied] of byTotal) {
    if (tied.length < 2) continue;
    const rows = tied.map((p) => players[p]!.completeRows).join(' vs ');
    const parts = tied.map((p) => `${players[p]!.name} ${placeName(places[p]!)}`).join(', ');
    const shared = new Set(tied.map((p) => places[p])).size < tied.length;
    notes.push(`${list(tied.map((p) => players[p]!.name))} tied on ${total} points; by complete rows ${rows}: ${parts}${shared ? ' (still level, so the place is shared).' : '.'}`);
  }
  return { places, notes };
}

export function placeName(place: number): string {
  const t = place % 100;
  const suffix = t >= 11 && t <= 13 ? 'th' : place % 10 === 1 ? 'st' : place % 10 === 2 ? 'nd' : place % 10 === 3 ? 'rd' : 'th';
  return `${place}${suffix}`;
}

const list = (names: string[]): string =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
