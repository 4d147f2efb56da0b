// The journal as an append-only file in OPFS (one per tab, `journal/<tab>.log`), written by the journal worker
// through a synchronous access handle: one line per message, `{"add":[…]}` or `{"forget":[…]}`. The live entries are
// the ones added and not forgotten since. A line cut short by a kill is skipped.
import type { JournalEntry, ToJournal } from './journalDb.ts';

export const JOURNAL_DIR = 'journal';
export const logName = (tab: string): string => `${tab}.log`;

/** The line that records a journal message. */
export const logLine = (m: ToJournal): string =>
  `${JSON.stringify(m.kind === 'add' ? { add: m.entries } : { forget: m.keys })}\n`;

/** The live entries of a journal file, in the order they were added. */
export function parseLog(text: string): JournalEntry[] {
  const live = new Map<string, JournalEntry>();
  for (const line of text.split('\n')) {
    let x: { add?: JournalEntry[]; forget?: string[] };
    try {
      x = JSON.parse(line);
    } catch {
      continue; // empty, or cut short by a kill
    }
    for (const e of Array.isArray(x?.add) ? x.add : [])
      if (typeof e?.key === 'string' && typeof e.id === 'string' && typeof e.at === 'string') live.set(e.key, e);
    for (const k of Array.isArray(x?.forget) ? x.forget : []) live.delete(k);
  }
  return [...live.values()];
}
