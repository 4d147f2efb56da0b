// The pseudo-locale, for tests only (never offered in Settings): English made on load into accented, bracketed
// text about 40 % longer, "[Ŝćöŕé ţåƀļé !!!]", so a screen shows at a glance any words that bypass the catalogues
// (still plain English) and any place too tight for a longer language. Placeholders and plural forms stay intact:
// only the literal parts of the compiled messages change.
import type { Messages } from '@lingui/core';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'åƀćđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁĆĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ';
const MAP = new Map([...PLAIN].map((c, i) => [c, [...ACCENTED][i]!]));

export const accent = (s: string): string => [...s].map((c) => MAP.get(c) ?? c).join('');

type Token = string | readonly unknown[];

/** The literal letters of a compiled message (its first plural form's only), for how much to lengthen it. */
function letters(tokens: readonly Token[]): number {
  let n = 0;
  for (const t of tokens) {
    if (typeof t === 'string') n += t === '#' ? 0 : t.length;
    else if (t[2] && typeof t[2] === 'object') {
      const first = Object.values(t[2] as Record<string, unknown>)[0];
      if (Array.isArray(first)) n += letters(first as Token[]);
    }
  }
  return n;
}

function accentTokens(tokens: readonly Token[]): Token[] {
  return tokens.map((t) => {
    if (typeof t === 'string') return t === '#' ? t : accent(t);
    if (!t[2] || typeof t[2] !== 'object') return t; // a placeholder: {name}, {n, number}
    const forms = Object.fromEntries(
      Object.entries(t[2] as Record<string, unknown>).map(([k, v]) => [
        k,
        Array.isArray(v) ? accentTokens(v as Token[]) : typeof v === 'string' ? accent(v) : v,
      ]),
    );
    return [t[0], t[1], forms];
  });
}

/** "[…]" around the message, with " !!!" groups making it ~40 % longer (spaces let it wrap as real words do). */
function pseudoMessage(message: unknown): unknown {
  const tokens: Token[] =
    typeof message === 'string' ? [message] : Array.isArray(message) ? (message as Token[]) : [String(message)];
  const extra = Math.max(0, Math.round(letters(tokens) * 0.4) - 2);
  const pad = extra ? ` ${'!!!'.repeat(Math.ceil(extra / 4)).replace(/(!!!)(?=!)/g, '$1 ')}` : '';
  return ['[', ...accentTokens(tokens), `${pad}]`];
}

export function pseudoMessages(english: Messages): Messages {
  return Object.fromEntries(Object.entries(english).map(([id, m]) => [id, pseudoMessage(m)])) as Messages;
}
