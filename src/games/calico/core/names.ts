// Player names: one rule wherever a name enters (the setup form, the game file format, import). A name is
// normalised (invisible and control characters dropped, composed to NFC, trimmed), then it must not be empty and
// must differ from every other player's name in the game, ignoring case.

/** Control characters (\p{Cc}: NUL, tab, newline, DEL, C1 controls) and invisible format characters (\p{Cf}:
 * zero-width space and joiners, bidi overrides, soft hyphen, BOM…). */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

export const MAX_NAME_LENGTH = 40;

/** The name as stored: invisible and control characters dropped, NFC, trimmed. */
export function normaliseName(raw: string): string {
  return raw.replace(INVISIBLE, '').normalize('NFC').trim();
}

/** What two names are compared by: normalised, ignoring case (locale-independent, so every device agrees). */
export function nameKey(raw: string): string {
  return normaliseName(raw).toLowerCase().normalize('NFC');
}
