// Places and tie-breaks: total first, then the game's tie-break order; players still level share the place.
import { msg, type Msg } from '../../shared/msg.ts';
import { dataText, namePlace, series, versus } from '../../shared/words.ts';
import type { TieBreak } from './game.ts';

export interface Rankable {
  name: string;
  total: number;
  /** Buttons including the rainbow button and corrections. */
  buttonCount: number;
  catCount: number;
}

export interface Ranking {
  /** places[i] is player i's place: 1 for the winner(s); tied players share a place (1, 1, 3). */
  places: number[];
  /** One sentence per tie on total, saying how it was broken or that the place is shared. */
  notes: Msg[];
}

export const TIE_BREAK_ORDER: Record<TieBreak, readonly ('buttonCount' | 'catCount')[]> = {
  'buttons-first': ['buttonCount', 'catCount'],
  'cats-first': ['catCount', 'buttonCount'],
};

export function rank(players: readonly Rankable[], tieBreak: TieBreak): Ranking {
  const keys = TIE_BREAK_ORDER[tieBreak];
  const compare = (a: Rankable, b: Rankable): number =>
    b.total - a.total || b[keys[0]!] - a[keys[0]!] || b[keys[1]!] - a[keys[1]!];
  const order = players.map((_, i) => i).sort((a, b) => compare(players[a]!, players[b]!) || a - b);
  const places: number[] = new Array(players.length).fill(0);
  order.forEach((p, pos) => {
    const prev = order[pos - 1];
    places[p] = prev !== undefined && compare(players[prev]!, players[p]!) === 0 ? places[prev]! : pos + 1;
  });
  return { places, notes: tieNotes(players, order, places, keys) };
}

function tieNotes(
  players: readonly Rankable[],
  order: number[],
  places: number[],
  keys: readonly ('buttonCount' | 'catCount')[],
): Msg[] {
  const notes: Msg[] = [];
  const byTotal = new Map<number, number[]>();
  for (const p of order) byTotal.set(players[p]!.total, [...(byTotal.get(players[p]!.total) ?? []), p]);
  for (const [total, tied] of byTotal) {
    if (tied.length < 2) continue;
    const [first, then] = keys.map((k) =>
      msg(`core.calico.tieBy.${k}`, { counts: versus(tied.map((p) => players[p]![k])) }),
    );
    const shared = new Set(tied.map((p) => places[p])).size < tied.length;
    notes.push(
      msg('core.calico.tie', {
        names: tied.map((p) => dataText(players[p]!.name)),
        total,
        first: first!,
        then: then!,
        places: series(tied.map((p) => namePlace(players[p]!.name, places[p]!))),
        shared: shared ? 'yes' : 'no',
      }),
    );
  }
  return notes;
}
