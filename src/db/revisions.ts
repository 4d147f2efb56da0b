// The revision check's decision, pure: which mirrored games go back into IndexedDB and which copies are brought up
// to date. One function for both readers, the worker (revisions.worker.ts) and the page's fallback (revisionCheck.ts),
// so the rule lives in one place. Its one runtime import is the order of versions (stamp.ts): the worker's bundle stays small.
import type { GameRow } from './db.ts';
import { compareVersions } from './stamp.ts';

/** What the decision needs of a row: its version (stamp.ts) and whether (when) it was deleted. */
export interface Rev {
  rev: number;
  stamp?: number | undefined;
  deletedAt?: string | undefined;
}

export interface Decision {
  /** Games whose copy is valid and newer than the stored row (or the database lacks them): to put back. */
  newer: string[];
  /** Stored games whose copy is missing, unreadable, older, or deleted differently at the same revision. */
  stale: string[];
}

/** A mirrored game row that looks like one the app stored (a file cut short or edited by hand is skipped). */
export function asGameRow(x: unknown, id: string): GameRow | null {
  const r = x as Partial<GameRow> | null;
  if (
    !r ||
    typeof r !== 'object' ||
    r.id !== id ||
    typeof r.rev !== 'number' ||
    !(r.rev >= 1) ||
    typeof r.updatedAt !== 'string'
  )
    return null;
  const doc = r.doc as Partial<GameRow['doc']> | undefined;
  if (
    !doc ||
    typeof doc !== 'object' ||
    doc.id !== id ||
    typeof doc.updatedAt !== 'string' ||
    typeof doc.createdAt !== 'string' ||
    !Array.isArray(doc.players)
  )
    return null;
  if (r.deletedAt !== undefined && typeof r.deletedAt !== 'string') return null;
  if (r.stamp !== undefined && !Number.isFinite(r.stamp)) return null;
  return r as GameRow;
}

export const revOf = (row: Rev): Rev => ({ rev: row.rev, stamp: row.stamp, deletedAt: row.deletedAt });

/**
 * `copies`: every file in the mirror by game id (null when it is not a valid game row); `stored`: every stored row's
 * revision by id. A newer stored row is never given up for an older copy: it is only ever copied to the mirror.
 */
export function decide(copies: ReadonlyMap<string, Rev | null>, stored: ReadonlyMap<string, Rev>): Decision {
  const out: Decision = { newer: [], stale: [] };
  for (const [id, m] of copies) {
    const s = stored.get(id);
    const order = m && s ? compareVersions(m, s) : 0;
    if (m && (!s || order > 0)) out.newer.push(id);
    else if (s && (!m || order < 0 || m.deletedAt !== s.deletedAt)) out.stale.push(id);
  }
  for (const id of stored.keys()) if (!copies.has(id)) out.stale.push(id); // saved before the mirror, or its copy failed
  return out;
}

/** The worker's answer, if it has the shape of one (anything else: the page checks by itself). */
export function asDecision(x: unknown): Decision | null {
  const d = x as Partial<Decision> | null;
  const ids = (a: unknown): a is string[] => Array.isArray(a) && a.every((s) => typeof s === 'string');
  return d && typeof d === 'object' && ids(d.newer) && ids(d.stale) ? { newer: d.newer, stale: d.stale } : null;
}
