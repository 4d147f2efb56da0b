// Player names, one rule for every game wherever a name enters (a setup form, a game file, an import): normalised
// (control and invisible format characters dropped, composed to NFC, trimmed), then 1 to 40 characters, and
// different from every other player's name in the game ignoring case. Pure: the game cores import it.
import { msg, type Msg } from './msg.ts';

export const MAX_NAME_LENGTH = 40;

/** Control characters (\p{Cc}: NUL, tab, newline, DEL, C1 controls) and invisible format characters (\p{Cf}:
 * zero-width space and joiners, bidi overrides, soft hyphen, BOM…). */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/** The name as stored and shown. NFC after the invisible characters are gone: "e", ZWSP, U+0301 composes. */
export function normaliseName(raw: string): string {
  return raw.replace(INVISIBLE, '').normalize('NFC').trim();
}

/** Characters as a person counts them (code points), for the 40-character limit. */
export const nameLength = (name: string): number => [...name].length;

/** Two names are the same name when these keys are equal (case does not count; locale-independent, so every
 * device agrees). */
export const nameKey = (name: string): string => normaliseName(name).toLowerCase().normalize('NFC');

/** Why a normalised name cannot be used (a message, src/games/shared/msg.ts), or null when it can. */
export function nameProblem(name: string): Msg | null {
  if (name.length === 0) return msg('core.shared.file.emptyName');
  if (nameLength(name) > MAX_NAME_LENGTH) return msg('core.shared.file.tooLong', { max: MAX_NAME_LENGTH });
  return null;
}

/** A player renamed during a game, by the same rule as a name entered at setup: the name as it will be stored, or
 * why it cannot be (empty, too long, another player's name). Renaming a player to their own name is allowed. */
export function renamed(
  players: readonly { name: string }[],
  index: number,
  raw: string,
): { ok: true; name: string } | { ok: false; reason: Msg } {
  if (!players[index]) return { ok: false, reason: msg('core.shared.edit.noPlayer', { player: index + 1 }) };
  const name = normaliseName(raw);
  const problem = nameProblem(name);
  if (problem) return { ok: false, reason: msg('core.shared.edit.newName', { problem }) };
  const other = players.findIndex((p, i) => i !== index && nameKey(p.name) === nameKey(name));
  if (other >= 0) return { ok: false, reason: msg('core.shared.file.sameName', { name, other: other + 1 }) };
  return { ok: true, name };
}

/** The players with player `index` under `name` (already checked by `renamed`). */
export const withName = <P extends { name: string }>(players: readonly P[], index: number, name: string): P[] =>
  players.map((p, i) => (i === index ? { ...p, name } : p));
