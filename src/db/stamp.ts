// The order of a game's stored versions that survives a lost database. Revisions count writes to one database:
// when Chromium deletes a corrupt IndexedDB they start again at 1, and a copy (the OPFS mirror) at revision 3
// looked newer than the game written again since with more entries. So every write of a game row also gives it
// a stamp, a hybrid logical clock in milliseconds: the wall clock or one more than the row's previous stamp,
// whichever is higher (a copy put back keeps the stamp it has). A database lost and started again stamps
// from the wall clock, which has moved on past every stamp written before it. Rows written before stamps existed
// count their revision as their stamp (far below any clock), so their order among themselves is unchanged. A stamp
// runs ahead of the clock only by one per write beyond one a millisecond; a database lost and written again later
// than that is ordered right (the full-disk sequence takes seconds).
import type { DBCore, DBCoreMutateRequest, DBCoreTable, Middleware } from 'dexie';

/** A stored version of a game as ordering needs it. */
export interface Version {
  rev: number;
  stamp?: number | undefined;
}

const stampOf = (v: Version): number => (typeof v.stamp === 'number' ? v.stamp : v.rev);

/** Negative when `a` is older than `b`, positive when newer, 0 for the same version: by stamp, then revision. */
export function compareVersions(a: Version, b: Version): number {
  return stampOf(a) - stampOf(b) || a.rev - b.rev;
}

/** The stamp of the next write of a row whose stored version is `old` (undefined: none) and that brings `own`: a
 * row newer than the stored one keeps its own (a copy put back stays equal to its copy), any other is stamped
 * anew. */
export function nextStamp(old: Version | undefined, own: number | undefined, now = Date.now()): number {
  if (typeof own === 'number' && (!old || own > stampOf(old))) return own;
  return Math.max(now, old ? stampOf(old) + 1 : 0);
}

/** The row with its stamp placed right after its revision: the start of its copy's file tells both (mirror.ts). */
function stamped<T extends { rev?: unknown }>(row: T, stamp: number): T {
  const { id, updatedAt, rev, stamp: _before, ...rest } = row as unknown as Record<string, unknown>;
  return { id, updatedAt, rev, stamp, ...rest } as unknown as T;
}

function stampedTable(table: DBCoreTable): DBCoreTable {
  return {
    ...table,
    async mutate(req: DBCoreMutateRequest) {
      if (req.type !== 'put' && req.type !== 'add') return table.mutate(req);
      const keys = req.keys ?? req.values.map((v) => table.schema.primaryKey.extractKey!(v));
      const old = (await table.getMany({ trans: req.trans, keys })) as (Version | undefined)[];
      const values = req.values.map((v, i) => {
        const stamp = nextStamp(old[i], (v as Version).stamp);
        if (Object.isExtensible(v)) (v as Version).stamp = stamp; // the writer may want to know it (putGame)
        return stamped(v as Version, stamp);
      });
      return table.mutate({ ...req, values });
    },
  };
}

/** `db.use(stampMiddleware)`: stamps every game row written, whoever writes it. Above the mirror, which copies the
 * stamped row. */
export const stampMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'stamp',
  level: 11,
  create(down) {
    return { ...down, table: (name) => (name === 'games' ? stampedTable(down.table(name)) : down.table(name)) };
  },
};
