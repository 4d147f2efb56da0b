// The merge rule replayed on its own from the records, for the convergence tests: no Yjs, none of fold.ts.
import { recordId, type SyncRecord } from '../records.ts';
import type { GroupReplica } from '../group.ts';
import type { GameDoc } from '../../games/types.ts';
import { coreOf } from './material.ts';

/** The rule replayed on its own from the records (docs/sync.md), with no Yjs and none of fold.ts. */
export function reference(records: SyncRecord[]) {
  const games = new Map<string, { doc: GameDoc | null; deleted: string | null; lost: string[] }>();
  const order = [...records].sort((a, b) =>
    a.l !== b.l ? a.l - b.l : a.by !== b.by ? (a.by < b.by ? -1 : 1) : a.n - b.n,
  );
  const byId = new Map(records.map((r) => [recordId(r), r]));
  const lastOn = new Map<string, SyncRecord>(); // game + target → the record that set it
  const sinceDoc = new Map<string, SyncRecord[]>();
  for (const r of order) {
    const g = games.get(r.g) ?? { doc: null, deleted: null, lost: [] };
    games.set(r.g, g);
    if (r.t === 'doc') {
      const seen = r.seen ?? [];
      for (const x of sinceDoc.get(r.g) ?? []) {
        const same = x.t === 'doc' && JSON.stringify(x.doc) === JSON.stringify(r.doc);
        if (x.by !== r.by && !seen.includes(recordId(x)) && !same) g.lost.push(recordId(x));
      }
      g.doc = coreOf(r.doc.format)!.parse(r.doc).ok ? r.doc : g.doc;
      sinceDoc.set(r.g, [r]);
      for (const k of [...lastOn.keys()]) if (k.startsWith(`${r.g} `)) lastOn.delete(k);
    } else if (r.t === 'edit' && g.doc) {
      const core = coreOf(g.doc.format)!;
      const res = core.applyEdit(g.doc, r.e, r.at);
      if (!res.ok) {
        g.lost.push(recordId(r));
        continue;
      }
      g.doc = res.game;
      sinceDoc.get(r.g)!.push(r);
      const target = core.targetOf?.(r.e as never);
      if (target != null) {
        const prev = lastOn.get(`${r.g} ${target}`);
        const ancestors: string[] = [];
        for (let o = r.o; o && !ancestors.includes(o); o = (byId.get(o) as { o?: string } | undefined)?.o)
          ancestors.push(o);
        if (
          prev &&
          prev.by !== r.by &&
          !ancestors.includes(recordId(prev)) &&
          JSON.stringify(prev.t === 'edit' && prev.e) !== JSON.stringify(r.e)
        )
          g.lost.push(recordId(prev));
        lastOn.set(`${r.g} ${target}`, r);
      }
    } else if (r.t === 'del') g.deleted = recordId(r);
    else if (r.t === 'undel') g.deleted = null;
  }
  for (const g of games.values()) g.lost.sort();
  return games;
}

/** A replica's game in the reference's terms. */
export const seenAs = (p: GroupReplica, g: string) => {
  const f = p.game(g)!;
  return { doc: f.doc, deleted: f.deleted && recordId(f.deleted), lost: f.lost.map((l) => recordId(l.record)).sort() };
};
