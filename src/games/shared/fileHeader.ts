// The fields every game file starts with (docs/game-format.md, azul-format.md, kaliko-format.md), as each game's
// schema checks them: its format name and version, its id and its dates.
import * as v from 'valibot';
import { isNot, said, show } from './issues.ts';

const Timestamp = v.pipe(v.string(isNot('date')), v.isoTimestamp(said('core.shared.file.notDate')));

/** The schema entries of a file's header, to spread first into a game's schema. */
export const fileHeader = <F extends string, N extends number>(format: F, version: N) => ({
  format: v.literal(format, (issue) =>
    issue.input === undefined
      ? said('core.shared.file.missing')
      : said('core.shared.file.notFormat', { value: show(issue.input), format }),
  ),
  version: v.literal(version, (issue) =>
    issue.input === undefined
      ? said('core.shared.file.missing')
      : said('core.shared.file.notVersion', { value: show(issue.input), version }),
  ),
  id: v.pipe(v.string(isNot('id')), v.regex(/^[A-Za-z0-9_-]{1,64}$/, said('core.shared.file.idChars'))),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  finishedAt: v.optional(Timestamp),
});
