// The board editor: one player's board at a time, the tile picker, live score and its explanation.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  COLOR_CODES, colOf, keyOf, PATTERN_CODES, PLAYABLE_CELLS, rowOf, tileName, type Color, type Pattern, type Tile,
} from '../calico/index.ts';
import { useGameStore } from '../store/gameStore.ts';
import { useSettings } from '../store/settings.ts';
import { BoardSvg } from '../ui/BoardSvg.tsx';
import { Corrections } from '../ui/Corrections.tsx';
import { href } from '../ui/router.ts';
import { ScorePanel } from '../ui/ScorePanel.tsx';
import { TilePicker } from '../ui/TilePicker.tsx';

const colorByCode = Object.fromEntries(Object.entries(COLOR_CODES).map(([c, k]) => [k.toLowerCase(), c])) as Record<string, Color>;
const patternByCode = Object.fromEntries(Object.entries(PATTERN_CODES).map(([p, k]) => [k, p])) as Record<string, Pattern>;

export function GameScreen() {
  const s = useGameStore();
  const showCodes = useSettings((x) => x.showCodes);
  const [pendingColor, setPendingColor] = useState<Color | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const { game, score } = s;
  const onPick = useCallback((t: Tile) => {
    const st = useGameStore.getState();
    if (st.entryMode === 'paint') st.setPaintTile(t);
    else st.place(t);
  }, []);

  // Keep keyboard focus on the selected cell as it moves.
  useEffect(() => {
    if (s.selected === null || !boardRef.current?.contains(document.activeElement)) return;
    boardRef.current.querySelector<SVGGElement>(`[data-cell="${keyOf(s.selected)}"]`)?.focus();
  }, [s.selected]);

  if (!game || !score) return <p>Loading…</p>;
  const p = s.activePlayer;
  const sheet = game.players[p]!;
  const ps = score.players[p]!;
  const selectedTile = s.selected !== null ? sheet.cells[keyOf(s.selected)] ?? null : null;
  const filled = ps.filled;

  const onCell = (cell: number) => {
    if (s.entryMode === 'paint' && s.paintTile) s.paint(cell);
    else s.select(cell);
  };

  const onKey = (e: KeyboardEvent<SVGSVGElement>) => {
    const k = e.key;
    if ((e.ctrlKey || e.metaKey) && k.toLowerCase() === 'z') return void (e.preventDefault(), e.shiftKey ? s.redo() : s.undo());
    if ((e.ctrlKey || e.metaKey) && k.toLowerCase() === 'y') return void (e.preventDefault(), s.redo());
    if (k.startsWith('Arrow')) return void (e.preventDefault(), s.select(move(s.selected, k)));
    if (k === 'Backspace' || k === 'Delete') return void (e.preventDefault(), s.clear());
    if (k === 'Escape') return setPendingColor(null);
    const lower = k.toLowerCase();
    if (pendingColor && patternByCode[lower]) {
      e.preventDefault();
      s.place({ color: pendingColor, pattern: patternByCode[lower] });
      setPendingColor(null);
    } else if (colorByCode[lower]) {
      e.preventDefault();
      setPendingColor(colorByCode[lower]);
    }
  };

  return (
    <main className="game">
      <h1 className="visually-hidden">Game: {game.players.map((pl) => pl.name).join(', ')}</h1>
      <nav className="player-tabs" aria-label="Players">
        {game.players.map((pl, i) => (
          <button key={pl.name} type="button" aria-pressed={i === p} onClick={() => s.setActivePlayer(i)}>
            <span className="tab-name">{pl.name}</span>
            <span className="tab-total">{score.players[i]!.total}</span>
          </button>
        ))}
        <a className="tab-results" href={href({ name: 'results', id: game.id })}>Results</a>
      </nav>

      {s.saveError && (
        <div role="alert" className="alert">
          {s.saveError} <button type="button" onClick={() => void s.retrySave()}>Try again</button>
        </div>
      )}
      {s.notice && <div role="status" className="notice">{s.notice}</div>}
      {score.shortfalls.length > 0 && <div role="status" className="notice">{score.shortfalls.map((f) => f.message).join(' ')}</div>}
      {score.warnings.length > 0 && <div role="status" className="warning">{score.warnings.join(' ')}</div>}

      <div className="editor-main">
      <div className="board-wrap" ref={boardRef}>
        <BoardSvg
          sheet={sheet}
          score={ps}
          selected={s.entryMode === 'tap' ? s.selected : null}
          highlight={s.highlight?.player === p ? s.highlight.cells : null}
          showCodes={showCodes}
          onCell={onCell}
          onKeyDown={onKey}
          label={`${sheet.name}'s board, ${filled} of 22 cells filled`}
        />
      </div>

      <div className="toolbar" role="toolbar" aria-label="Entry">
        <div className="segmented" role="radiogroup" aria-label="Entry mode">
          <button type="button" role="radio" aria-checked={s.entryMode === 'tap'} onClick={() => s.setEntryMode('tap')}>Tap</button>
          <button type="button" role="radio" aria-checked={s.entryMode === 'paint'} onClick={() => s.setEntryMode('paint')}>Paint</button>
        </div>
        <button type="button" onClick={() => s.undo()} disabled={s.past.length === 0} aria-label="Undo">↶</button>
        <button type="button" onClick={() => s.redo()} disabled={s.future.length === 0} aria-label="Redo">↷</button>
        {s.entryMode === 'tap' && (
          <button type="button" onClick={() => s.clear()} disabled={!selectedTile} aria-label="Clear the selected cell">Clear</button>
        )}
      </div>
      <p className="hint" aria-live="polite">
        {s.entryMode === 'paint'
          ? s.paintTile ? `Painting ${tileName(s.paintTile)}: tap cells (tap again to clear).` : 'Choose a tile, then tap every cell that gets it.'
          : s.selected === null ? (filled === 22 ? 'Board complete.' : 'Tap a cell.') : `Cell ${keyOf(s.selected)}: ${selectedTile ? tileName(selectedTile) : 'pick its tile'}${pendingColor ? ` — ${pendingColor}, now a pattern key` : ''}`}
      </p>
      </div>
      <div className="editor-side">
      <TilePicker
        label="Tiles"
        current={s.entryMode === 'paint' ? s.paintTile : selectedTile}
        showCodes={showCodes}
        onPick={onPick}
      />

      <ScorePanel player={p} score={ps} game={score} sheet={sheet} />
      <Corrections game={game} player={p} />
      <p className="source muted">
        {score.source === 'history' ? 'Scored exactly from every placement in order.' : 'Scored from the boards: each final group once. If two groups that each earned a token were joined during play, add it under Corrections.'}
      </p>
      </div>
    </main>
  );
}

/** Arrow-key movement between playable cells. */
function move(from: number | null, key: string): number {
  if (from === null) return PLAYABLE_CELLS[0]!;
  const at = PLAYABLE_CELLS.indexOf(from);
  if (key === 'ArrowLeft') return PLAYABLE_CELLS[Math.max(0, at - 1)]!;
  if (key === 'ArrowRight') return PLAYABLE_CELLS[Math.min(PLAYABLE_CELLS.length - 1, at + 1)]!;
  const row = rowOf(from) + (key === 'ArrowUp' ? -1 : 1);
  const inRow = PLAYABLE_CELLS.filter((c) => rowOf(c) === row);
  if (!inRow.length) return from;
  return inRow.reduce((best, c) => (Math.abs(colOf(c) - colOf(from)) < Math.abs(colOf(best) - colOf(from)) ? c : best));
}
