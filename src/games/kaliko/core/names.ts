// Player names, the same way in every game: trimmed, NFC, without control or invisible format characters.
// Pure and small on purpose: it will be shared by all games.

export const MAX_NAME_LENGTH = 40;

const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/** The name as the app stores and shows it: NFC, control/format characters dropped, trimmed. May be empty. */
export function normaliseName(raw: string): string {
  return raw.normalize('NFC').replace(INVISIBLE, '').trim();
}

/** The key two names must not share in one game (case-insensitive). */
export function nameKey(name: string): string {
  return normaliseName(name).toLocaleLowerCase('en').normalize('NFC');
}

/** Why a (normalised) name cannot be used, or null when it is fine. Length counts characters, not UTF-16 units. */
export function nameProblem(name: string): string | null {
  if (name.length === 0) return 'is empty: every player needs a name';
  if ([...name].length > MAX_NAME_LENGTH) return `is longer than ${MAX_NAME_LENGTH} characters`;
  return null;
}
