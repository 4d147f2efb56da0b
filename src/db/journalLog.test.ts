// The journal file's lines: what a start-up after a kill reads back from a tab's journal file.
import { describe, expect, it } from 'vitest';
import type { JournalEntry } from './journalDb.ts';
import { logLine, parseLog } from './journalLog.ts';

const entry = (k: number): JournalEntry => ({
  key: `tab:g:${k}`,
  id: 'g',
  edit: { cell: `${k},1` },
  at: `2026-11-25T06:00:0${k}.000Z`,
});

describe('the journal file', () => {
  it('keeps the entries added and not forgotten, in the order they were added', () => {
    const text =
      logLine({ kind: 'add', entries: [entry(1), entry(2)] }) +
      logLine({ kind: 'add', entries: [entry(3)] }) +
      logLine({ kind: 'forget', keys: [entry(2).key] });
    expect(parseLog(text)).toEqual([entry(1), entry(3)]);
  });

  it('skips a last line cut short by a kill, and lines that are not entries', () => {
    const whole = logLine({ kind: 'add', entries: [entry(1)] });
    const cut = logLine({ kind: 'add', entries: [entry(2)] }).slice(0, 20);
    expect(parseLog(whole + '{"add":[{"key":1}]}\n' + cut)).toEqual([entry(1)]);
    expect(parseLog('')).toEqual([]);
  });
});
