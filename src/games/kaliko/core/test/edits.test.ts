// Kaliko's edits as the shell applies them: turns, undo, the play being entered (draft), end, finish and reopen;
// refusals in plain words; the summary the history list reads.
import { playerWords } from '../../../../test/english.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseKalikoGame, type KalikoGame } from '../index.ts';
import { applyKalikoEdit, inverseOf, type KalikoEdit } from '../edits.ts';
import { kalikoCore } from '../gameCore.ts';
import { packPattern, unpackPattern } from '../gameSummary.ts';
import { replay } from '../index.ts';
import { say } from '../../../shared/test/say.ts';

const EXAMPLE = /```json\n([\s\S]*?)```/.exec(readFileSync('docs/kaliko-format.md', 'utf8'))![1]!;
/** The format doc's example game before its end: Ana 6, Ben 9 after four turns. */
const four = (): KalikoGame => {
  const g = JSON.parse(EXAMPLE) as KalikoGame;
  delete g.ended;
  delete g.finishedAt;
  g.turns = g.turns.slice(0, 4);
  return g;
};
const T = '2026-11-22T10:00:00.000Z';
const apply = (g: KalikoGame, e: KalikoEdit) => {
  const r = applyKalikoEdit(g, e, T);
  if (!r.ok) throw new Error(say(r.reason));
  return r.game;
};

describe('Kaliko edits', () => {
  it('add a turn, scored by the core; undo drops it; its inverse is exact', () => {
    const g = four();
    const e: KalikoEdit = { kind: 'turn', at: 4, turn: { player: 0, kind: 'pass' } };
    const after = apply(g, e);
    expect(after.turns).toHaveLength(5);
    expect(after.updatedAt).toBe(T);
    const undo = inverseOf(g, after, e)!;
    expect(undo).toEqual({ kind: 'undo', from: 5, to: 4 });
    expect(apply(after, undo).turns).toEqual(g.turns);
    // Several turns at once.
    expect(replay(apply(g, { kind: 'undo', from: 4, to: 1 })).totals).toEqual([6, 0]);
  });

  it('refuses an illegal play with the rule and where, and a turn made against an older record', () => {
    const g = four();
    // DB-RRR's red straight runs west-east through (0,0): its east side is red; TB-WWW is all white.
    const r = applyKalikoEdit(
      g,
      { kind: 'turn', at: 4, turn: { player: 0, kind: 'play', tiles: [{ tile: 'TB-WWW', q: -1, r: 0, rotation: 0 }] } },
      T,
    );
    expect(r.ok).toBe(false);
    expect(!r.ok && say(r.reason)).toMatch(
      /^Turn 5 \(Ana\), first tile: tile "TB-WWW" at \(-1,0\): its east side is white but meets the red side of "DB-RRR" at \(0,0\)/,
    );
    const stale = applyKalikoEdit(g, { kind: 'turn', at: 3, turn: { player: 1, kind: 'pass' } }, T);
    expect(!stale.ok && say(stale.reason)).toMatch(/another turn was entered meanwhile/);
    const wrongSeat = applyKalikoEdit(g, { kind: 'turn', at: 4, turn: { player: 1, kind: 'pass' } }, T);
    expect(!wrongSeat.ok && say(wrongSeat.reason)).toMatch(/it is Ana's turn/);
  });

  it('keeps the play being entered in the document until it is scored; the file still parses', () => {
    const g = four();
    const withDraft = apply(g, { kind: 'draft', tiles: [{ tile: 'TB-WWW', q: -1, r: 0, rotation: 0 }] });
    expect(withDraft.draft).toHaveLength(1);
    const parsed = parseKalikoGame(JSON.parse(JSON.stringify(withDraft)));
    expect(parsed.ok && parsed.game.draft).toEqual(withDraft.draft); // an illegal draft is still only a draft
    const bad = parseKalikoGame({ ...withDraft, draft: [{ tile: 'XX-RRR', q: 0, r: 0, rotation: 0 }] });
    expect(!bad.ok && playerWords(bad.problems)[0]).toMatch(
      /^Play being entered, first tile, tile: "XX-RRR" is not a Kaliko tile/,
    );
    const played = apply(withDraft, { kind: 'turn', at: 4, turn: { player: 0, kind: 'pass' } });
    expect(played.draft).toBeUndefined();
    expect(apply(withDraft, { kind: 'draft', tiles: [] }).draft).toBeUndefined();
  });

  it('end and resume; finish ends and closes; reopen opens again; no turn while finished', () => {
    const g = four();
    const ended = apply(g, { kind: 'end' });
    expect([ended.ended, replay(ended).ended]).toEqual(['players', 'players']);
    expect(applyKalikoEdit(ended, { kind: 'turn', at: 4, turn: { player: 0, kind: 'pass' } }, T).ok).toBe(false);
    expect(apply(ended, { kind: 'resume' }).ended).toBeUndefined();
    const done = apply(g, { kind: 'finish' });
    expect([done.finishedAt, done.ended]).toEqual([T, 'players']);
    expect(kalikoCore.summarise(done).complete).toBe(true);
    const r = applyKalikoEdit(done, { kind: 'turn', at: 4, turn: { player: 0, kind: 'pass' } }, T);
    expect(!r.ok && say(r.reason)).toMatch(/finished; reopen it/);
    const again = apply(done, { kind: 'reopen' });
    expect([again.finishedAt, again.ended]).toEqual([undefined, undefined]);
  });

  it('summarises for history: totals, places, parts, the pattern packed', () => {
    const s = kalikoCore.summarise(four());
    // Ana: closed red loop of 3 segments, (3 + 0) × 2 = 6 = 3 segments + 3 closed bonus. Ben: open 3 segments
    // = 3, then a closed 3 = 6: 6 segments + 3 closed bonus. The parts add up to the total.
    expect(s.players.map((p) => [p.name, p.total, p.place, p.parts])).toEqual([
      ['Ana', 6, 2, { segments: 3, crossings: 0, closed: 3 }],
      ['Ben', 9, 1, { segments: 6, crossings: 0, closed: 3 }],
    ]);
    expect(s.complete).toBe(false);
    const placed = replay(four()).pattern.placed;
    expect(typeof s.thumb).toBe('string');
    expect((s.thumb as string).length).toBe(7 * placed.length);
    expect(unpackPattern(packPattern(placed))).toEqual(placed);
    const parsed = kalikoCore.parse({ nope: 1 });
    expect(!parsed.ok && playerWords(parsed.problems)[0]).toMatch(/^File format: /);
  });

  it("a game a turn's edit just made is summarised from the record that edit replayed: the same summary as the game read anew", () => {
    // Ben's closed 3 on turn 4 undone, then played again: the record the edit kept must be the new game's (Ben 9),
    // not the one before it (Ben 3).
    const undone = apply(four(), { kind: 'undo', from: 4, to: 3 });
    const again = apply(undone, { kind: 'turn', at: 3, turn: four().turns[3]! });
    const fresh = (x: KalikoGame) => JSON.parse(JSON.stringify(x)) as KalikoGame; // as read from storage: nothing kept
    expect(kalikoCore.summarise(undone).players.map((p) => p.total)).toEqual([6, 3]);
    expect(kalikoCore.summarise(again).players.map((p) => p.total)).toEqual([6, 9]);
    expect(kalikoCore.summarise(again)).toEqual(kalikoCore.summarise(fresh(again)));
  });
});

describe('what another tab changed, for the notice', () => {
  it('names turns added or undone, the play being entered, the end and the finish', async () => {
    const { whatChanged } = await import('../../store.ts');
    const g = four();
    const more = apply(apply(g, { kind: 'turn', at: 4, turn: { player: 0, kind: 'pass' } }), {
      kind: 'draft',
      tiles: [{ tile: 'TB-WWW', q: -1, r: 0, rotation: 0 }],
    });
    expect(whatChanged(g, more)).toBe('1 turn added, the play being entered changed');
    expect(whatChanged(more, apply(g, { kind: 'undo', from: 4, to: 2 }))).toBe(
      '3 turns undone, the play being entered changed',
    );
    expect(whatChanged(g, apply(g, { kind: 'finish' }))).toBe('the game was ended, the game was finished');
  });
});
