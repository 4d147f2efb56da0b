// @vitest-environment jsdom
// Play-along through the store: placements are recorded in table order, awards announced, and undoing k steps
// gives exactly the score of the history without its last k placements.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_TILES, indexOf, PLAYABLE_CELLS, scoreGame, type Game } from './core/index.ts';
import { CalicoDb, useDatabase } from '../../db/db.ts';
import { emptyGame } from '../../test/games.ts';
import { awardNotice, flushSaves, proposedPlayer, useGameStore } from './store.ts';

let n = 0;
const start = (): void => {
  useDatabase(new CalicoDb(`play-along-${n++}`));
  useGameStore.getState().open({ ...emptyGame(), history: [] }, null);
};
const placeAt = (col: number, row: number, color: string, pattern: string) => {
  const st = useGameStore.getState();
  st.select(indexOf(col, row));
  st.place({ color, pattern } as never);
};

describe('play along', () => {
  it('records each placement, proposes the next seat, and announces what a placement earned', async () => {
    start();
    expect(useGameStore.getState().activePlayer).toBe(0);
    placeAt(2, 2, 'green', 'stripes'); // Ana
    expect(useGameStore.getState().activePlayer).toBe(1); // Ben's turn proposed
    placeAt(1, 1, 'pink', 'dots'); // Ben
    useGameStore.getState().setActivePlayer(0);
    placeAt(2, 3, 'green', 'vines');
    useGameStore.getState().setActivePlayer(0); // Ana plays twice in a row: accepted
    placeAt(3, 3, 'green', 'quatrefoil');
    const { game, score, notice } = useGameStore.getState();
    expect(game!.history!.map((h) => `${h.player}:${h.cell}`)).toEqual(['0:2,2', '1:1,1', '0:2,3', '0:3,3']);
    expect(score!.source).toBe('history');
    expect(notice?.()).toBe('Ana: Green button!');
    expect(proposedPlayer(game!)).toBe(1);
    // a filled cell cannot be changed while playing along
    useGameStore.getState().setActivePlayer(0);
    placeAt(3, 3, 'blue', 'dots');
    expect(useGameStore.getState().game!.history).toHaveLength(4);
    await flushSaves();
  });

  it('undo across an award takes the award back; redo restores it', () => {
    start();
    for (const [c, r, p] of [
      [2, 2, 'stripes'],
      [2, 3, 'vines'],
      [3, 3, 'quatrefoil'],
    ] as const) {
      useGameStore.getState().setActivePlayer(0);
      placeAt(c, r, 'green', p);
    }
    expect(useGameStore.getState().score!.players[0]!.total).toBe(3);
    useGameStore.getState().undo();
    expect(useGameStore.getState().score!.players[0]!.total).toBe(0);
    expect(useGameStore.getState().game!.history).toHaveLength(2);
    useGameStore.getState().redo();
    expect(useGameStore.getState().score!.players[0]!.buttons.map((b) => b.turn)).toEqual([2]);
  });

  it('switching to free editing keeps the boards, drops the history and says so', () => {
    start();
    placeAt(2, 2, 'green', 'stripes');
    useGameStore.getState().switchToFreeEditing();
    const { game, score, notice } = useGameStore.getState();
    expect(game!.history).toBeUndefined();
    expect(game!.players[0]!.cells['2,2']).toEqual({ color: 'green', pattern: 'stripes' });
    expect(score!.source).toBe('board');
    expect(notice?.()).toMatch(/scored as finished boards/);
  });

  it('property: undoing k steps equals scoring the history without its last k placements', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.integer({ min: 0, max: 1 }), fc.constantFrom(...PLAYABLE_CELLS), fc.constantFrom(...ALL_TILES)),
          { minLength: 1, maxLength: 30 },
        ),
        fc.nat(),
        (moves, kSeed) => {
          start();
          for (const [player, cell, tile] of moves) {
            const st = useGameStore.getState();
            st.setActivePlayer(player);
            st.select(cell);
            st.place(tile); // ignored when that cell is already filled
          }
          const full = useGameStore.getState().game!;
          const k = kSeed % (full.history!.length + 1);
          for (let i = 0; i < k; i++) useGameStore.getState().undo();
          const shorter: Game = { ...full, history: full.history!.slice(0, full.history!.length - k) };
          shorter.players = full.players.map((p, i) => ({
            ...p,
            cells: Object.fromEntries(
              shorter
                .history!.filter((h) => h.player === i)
                .map((h) => [h.cell, { color: h.color, pattern: h.pattern }]),
            ),
          }));
          const after = useGameStore.getState();
          expect(after.game!.history).toEqual(shorter.history);
          expect(after.game!.players.map((p) => p.cells)).toEqual(shorter.players.map((p) => p.cells));
          const strip = (s: ReturnType<typeof scoreGame>) =>
            s.players.map((p) => [p.total, p.buttons, p.cats, p.goals]);
          expect(strip(after.score!)).toEqual(strip(scoreGame(shorter)));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('awardNotice names cats with their points and supply shortfalls', () => {
    const g: Game = { ...emptyGame(), rules: { tokenStacks: { callie: [3] } }, history: [] };
    // Ana and Ben each make a stripes triangle (Callie: stripes, dots): Ana first takes the only token
    const tri = [
      ['2,2', 'blue'],
      ['2,3', 'green'],
      ['1,3', 'yellow'],
    ] as const;
    g.history = tri.flatMap(([cell, color]) =>
      [0, 1].map((player) => ({ player, cell: cell as never, color, pattern: 'stripes' as const })),
    );
    g.players = g.players.map((p, i) => ({
      ...p,
      cells: Object.fromEntries(
        g.history!.filter((h) => h.player === i).map((h) => [h.cell, { color: h.color, pattern: h.pattern }]),
      ),
    }));
    const s = scoreGame(g);
    expect(awardNotice(s, 0, 4)?.()).toBe('Ana: Callie — 3');
    expect(awardNotice(s, 1, 5)?.()).toBe('Ben: Callie earned, but the stack is empty.');
  });
});
