// Seat order, the same rule for every game: the players' order is the order of play (the first starts), chosen at
// setup and changeable until anything is entered (then every entry belongs to a seat, and scores follow the order).
import { msg, type Msg } from './msg.ts';

/** `order[k]` is the seat (before) of the player who sits k-th after: a list naming every seat once. */
export function reseated<T>(items: readonly T[], order: readonly number[]): T[] | Msg {
  const n = items.length;
  const seen = new Set(order);
  if (order.length !== n || seen.size !== n || order.some((i) => !Number.isInteger(i) || i < 0 || i >= n)) {
    return msg('core.shared.edit.seatsOrder', { count: n });
  }
  return order.map((i) => items[i]!);
}

/** Why seats cannot change any more. */
export const seatsTooLate = (): Msg => msg('core.shared.edit.seatsLate');

/** The order that makes seat `first` start, keeping everyone's neighbours (the table turned, nobody moved). */
export const startingWith = (n: number, first: number): number[] =>
  Array.from({ length: n }, (_, k) => (first + k) % n);

/** The order with seat `i` moved one place earlier (`-1`) or later (`+1`). */
export function moved(n: number, i: number, by: -1 | 1): number[] {
  const order = Array.from({ length: n }, (_, k) => k);
  const j = i + by;
  if (j < 0 || j >= n) return order;
  [order[i], order[j]] = [order[j]!, order[i]!];
  return order;
}

// A player's own game for a seat of the host's game: its id names both, so their board finds its way back.
export const seatGameId = (hostId: string, seat: number): string => `${hostId}-seat${seat + 1}`;
export function seatOf(id: string): { hostId: string; seat: number } | null {
  const m = /^(.+)-seat([1-8])$/.exec(id);
  return m ? { hostId: m[1]!, seat: Number(m[2]) - 1 } : null;
}
