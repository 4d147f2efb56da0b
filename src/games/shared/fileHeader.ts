// The fields every game file starts with (docs/game-format.md, azul-format.md, kaliko-format.md), as each game's
// schema checks them: its format name and version, its id and its dates.
import * as v from 'valibot';
import { isNot } from './issues.ts';

const Timestamp = v.pipe(v.string(isNot('a date')), v.isoTimestamp('is not an ISO date and time'));

/** The schema entries of a file's header, to spread first into a game's schema. */
export const fileHeader = <F extends string, N extends number>(format: F, version: N) => ({
  format: v.literal(format, isNot(`the format name "${format}"`)),
  version: v.literal(version, isNot(`format version ${version}`)),
  id: v.pipe(v.string(isNot('an id')), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1–64 letters, digits, "-" or "_"')),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  finishedAt: v.optional(Timestamp),
});
