// Links between phones put everything in the address's hash (#/join/…): browsers never send the hash to a server.

/** What a link carries (docs/sharing.md). */
export type LinkKind = 'join' | 'board' | 'copy';

export const linkTo = (kind: LinkKind, code: string): string =>
  `${window.location.origin}${window.location.pathname}#/${kind}/${code}`;

/** The kind and code of a pasted link or scanned text (a whole link or only its code). */
export function findCode(text: string): { kind: LinkKind | null; code: string } | null {
  const t = text.trim();
  const m = /#\/(join|board|copy)\/([A-Za-z0-9_-]+)/.exec(t);
  if (m) return { kind: m[1] as LinkKind, code: m[2]! };
  return /^[A-Za-z0-9_-]{8,}$/.test(t) ? { kind: null, code: t } : null;
}
