// Names short enough for a narrow tab, still telling players apart: "Alexander" and "Alexandra" become
// "Alex…nder" and "Alex…ndra" (a middle ellipsis) where an end ellipsis would make both "Alexand…".
import { nameKey } from './names.ts';

/** Each name cut to at most `max` characters (ellipsis included), distinct whenever the full names are. */
export function shortNames(names: readonly string[], max: number): string[] {
  const ends = names.map((n) => cut(n, max, 'end'));
  return names.map((name, i) => {
    if (!clashes(ends, i, names)) return ends[i]!;
    const middle = cut(name, max, 'middle');
    const middles = names.map((n, k) => (k === i ? middle : cut(n, max, clashes(ends, k, names) ? 'middle' : 'end')));
    return clashes(middles, i, names) ? name : middle;
  });
}

function cut(name: string, max: number, where: 'end' | 'middle'): string {
  const chars = [...name]; // code points: never split a surrogate pair
  if (chars.length <= max) return name;
  if (where === 'end') return chars.slice(0, max - 1).join('') + '…';
  const head = Math.ceil((max - 1) / 2);
  return chars.slice(0, head).join('') + '…' + chars.slice(chars.length - (max - 1 - head)).join('');
}

/** Whether short form i equals another player's short form while the full names differ. */
const clashes = (short: readonly string[], i: number, names: readonly string[]) =>
  short.some((s, k) => k !== i && s === short[i] && nameKey(names[k]!) !== nameKey(names[i]!));
