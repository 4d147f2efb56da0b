// Places: the highest total wins; a tie goes to more complete rows; still level, the place is shared.
import { msg, type Msg } from '../../shared/msg.ts';
import { dataText, namePlace, series, versus } from '../../shared/words.ts';

export interface Rankable {
  name: string;
  total: number;
  completeRows: number;
}

export interface Ranking {
  /** places[i] is player i's place: 1 for the winner(s); tied players share a place (1, 1, 3). */
  places: number[];
  /** One sentence per tie on total, saying how it was broken or that the place is shared. */
  notes: Msg[];
}

export function rank(players: readonly Rankable[]): Ranking {
  const compare = (a: Rankable, b: Rankable): number => b.total - a.total || b.completeRows - a.completeRows;
  // Best first, by insertion (a table seats at most four: Array.prototype.sort's set-up costs more than sorting).
  const order: number[] = [];
  for (let i = 0; i < players.length; i++) {
    let j = order.length;
    order.push(i);
    for (; j > 0 && compare(players[order[j - 1]!]!, players[i]!) > 0; j--) order[j] = order[j - 1]!;
    order[j] = i;
  }
  const places: number[] = new Array<number>(players.length).fill(0);
  let tie = false;
  order.forEach((p, pos) => {
    const prev = order[pos - 1];
    places[p] = prev !== undefined && compare(players[prev]!, players[p]!) === 0 ? places[prev]! : pos + 1;
    if (prev !== undefined && players[prev]!.total === players[p]!.total) tie = true;
  });
  const notes: Msg[] = [];
  if (!tie) return { places, notes };
  const byTotal = new Map<number, number[]>();
  for (const p of order) byTotal.set(players[p]!.total, [...(byTotal.get(players[p]!.total) ?? []), p]);
  for (const [total, tied] of byTotal) {
    if (tied.length < 2) continue;
    const shared = new Set(tied.map((p) => places[p])).size < tied.length;
    notes.push(
      msg('core.azul.tie', {
        names: tied.map((p) => dataText(players[p]!.name)),
        total,
        rows: versus(tied.map((p) => players[p]!.completeRows)),
        places: series(tied.map((p) => namePlace(players[p]!.name, places[p]!))),
        shared: shared ? 'yes' : 'no',
      }),
    );
  }
  return { places, notes };
}
