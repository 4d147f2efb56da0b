// Player names as every game stores them: one pure rule, shared by all games.

export const MAX_NAME_LENGTH = 40;

/** NFC-normalised, control and invisible format characters (\p{Cc}, \p{Cf}) dropped, trimmed. */
export function normaliseName(raw: string): string {
  return raw.normalize('NFC').replace(/[\p{Cc}\p{Cf}]/gu, '').normalize('NFC').trim();
}

/** Characters as a person counts them (code points), for the 40-character limit. */
export const nameLength = (name: string): number => [...name].length;

/** Two names are the same name when these keys are equal (case does not count). */
export const nameKey = (name: string): string => normaliseName(name).toLowerCase();

/** Why a normalised name cannot be used, or null when it can. */
export function nameProblem(name: string): string | null {
  if (name.length === 0) return 'is empty: every player needs a name';
  if (nameLength(name) > MAX_NAME_LENGTH) return `is longer than ${MAX_NAME_LENGTH} characters`;
  return null;
}
