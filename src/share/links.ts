// Links between phones put everything in the address's hash (#/join/…): browsers never send the hash to a server.
import type { LinkKind } from './payload.ts';

export const linkTo = (kind: LinkKind, code: string): string =>
  `${window.location.origin}${window.location.pathname}#/${kind}/${code}`;

/** The kind and code of a pasted link or scanned text (a whole link or only its code). */
export function findCode(text: string): { kind: LinkKind | null; code: string } | null {
  const t = text.trim();
  const m = /#\/(join|board|copy)\/([A-Za-z0-9_-]+)/.exec(t);
  if (m) return { kind: m[1] as LinkKind, code: m[2]! };
  return /^[A-Za-z0-9_-]{8,}$/.test(t) ? { kind: null, code: t } : null;
}

// A player's own game for a seat of the host's game: its id names both, so their board finds its way back.
export const seatGameId = (hostId: string, seat: number): string => `${hostId}-seat${seat + 1}`;
export function seatOf(id: string): { hostId: string; seat: number } | null {
  const m = /^(.+)-seat([1-8])$/.exec(id);
  return m ? { hostId: m[1]!, seat: Number(m[2]) - 1 } : null;
}
