// Words every game's core says, as messages (src/i18n/locales/*/cores.json, ids core.shared.…): points, places,
// and the small joins of a sentence whose parts are data (names, counts).
import { msg, type Msg } from './msg.ts';

/** "1 point", "61 points", "-1 point". */
export const points = (count: number): Msg => msg('core.shared.points', { count });

/** "1st", "2nd": a place in the ranking. */
export const placeName = (place: number): Msg => msg('core.shared.place', { place });

/** "Ana 1st" (place a number). */
export const namePlace = (name: string, place: number): Msg => msg('core.shared.namePlace', { name, place });

/** A string that is data (a player's name) as a message, so it can stand in a list of messages. */
export const dataText = (text: string): Msg => msg('core.shared.data', { text });

/** "a, b, c" with no "and": the items of a breakdown, joined as the language lists them after a colon. */
export const series = (items: readonly Msg[]): Msg =>
  items.length === 0 ? dataText('') : items.reduce((a, b) => msg('core.shared.series', { a, b }));

/** "1 vs 1 vs 0": counts compared in a tie-break. */
export const versus = (counts: readonly number[]): Msg =>
  counts
    .slice(1)
    .reduce<Msg>(
      (a, b) => msg('core.shared.versus', { a, b }),
      msg('core.shared.data', { text: String(counts[0] ?? '') }),
    );
