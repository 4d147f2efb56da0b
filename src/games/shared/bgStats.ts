// A BG Stats export (that app's "Export data": its games, players and plays) is not a game file: it keeps each play's
// scores, never the boards, walls or patterns this app scores from. Told apart at once, so that it is refused in one
// sentence rather than read as a Calico game with every field missing.

/** `data` (a parsed JSON file) has the shape of a BG Stats export: lists of plays and games, and no format. */
export function isBgStatsExport(data: unknown): boolean {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const d = data as Record<string, unknown>;
  return d.format === undefined && Array.isArray(d.plays) && Array.isArray(d.games);
}
