// Kaliko at the table: the pattern, whose turn it is, the running scores, and entering a turn. A one-tile play is
// three taps: the empty cell, the tile in the picker (already turned to fit), "Score".
import { useEffect, useMemo, useRef } from 'react';
import { endReason, explainPath, frontier, TILES, tilesToCome, withTiles, type Placed } from '../core/index.ts';
import { draftOf, draftResult, useKaliko } from '../store.ts';
import { PatternSvg } from '../ui/PatternSvg.tsx';
import { TilesList } from '../ui/TilesBySort.tsx';
import { href } from '../../../ui/router.ts';
import { Picker } from './Picker.tsx';
import { useT } from '../../../i18n/useT.ts';

export function PlayScreen() {
  const { m } = useT();
  const s = useKaliko();
  const { game, state } = s;
  const draft = useMemo(() => draftOf(game), [game]);
  const result = useMemo(() => draftResult(state, game), [state, game]);
  // After a tile is placed, the keyboard goes on at "Score" (Enter on the cell, on the tile, on Score: a play).
  const scoreRef = useRef<HTMLButtonElement>(null);
  const placed = useRef(draft.length);
  useEffect(() => {
    if (draft.length > placed.current) scoreRef.current?.focus({ preventScroll: true });
    placed.current = draft.length;
  }, [draft.length]);
  const open = useMemo(() => (state && !state.ended && !game?.finishedAt ? frontier(withTiles(state.pattern, draft, 0)) : []), [state, draft, game]);
  if (!game || !state) return <main><p>Loading…</p></main>;
  const ended = state.ended;
  const next = game.players[state.nextPlayer]!.name;
  const paths = result?.ok ? result.paths : [];
  // A play still being built (no scoring path yet) is not marked as wrong; broken placement rules are.
  const bad = result && !result.ok ? result.problems.filter((p) => p.rule !== 'no-scoring-path' && p.rule !== 'no-main-path').flatMap((p) => p.cells) : [];

  return (
    <main className="kaliko-play">
      <h1 className="visually-hidden">Kaliko</h1>
      <ul className="kplayers" aria-label="Scores">
        {game.players.map((p, i) => (
          <li key={p.name} className={!ended && i === state.nextPlayer ? 'kturn' : undefined} aria-current={!ended && i === state.nextPlayer ? 'step' : undefined}>
            <span className="kname">{p.name}</span>
            <strong data-testid={`total-${i}`}>{state.totals[i]}</strong>
            {!ended && i === state.nextPlayer && <span className="ksmall">to play</span>}
          </li>
        ))}
      </ul>
      <p className="ksub" role="status">
        {ended ? <>Game over: {m(endReason(ended))}. <a href={href({ name: 'results', id: game.id })}>See the results</a></>
          : <>Turn {game.turns.length + 1}: <strong>{next}</strong> · bag {state.bag} · tiles to come {85 - state.pattern.placed.length}</>}
      </p>
      {s.deleted && <div className="warning" role="alert">This game was deleted in another tab. <button type="button" onClick={() => void s.restore()}>Restore it</button></div>}
      {s.saveError && <div className="alert" role="alert">Not saved yet: {s.saveError} <button type="button" onClick={() => void s.retrySave()}>Try again</button></div>}
      {s.notice && <p className="notice" role="status">{s.notice}</p>}

      <PatternSvg
        placed={state.pattern.placed} draft={draft} open={open} selected={s.pickerAt} paths={paths} bad={bad}
        onCell={(q, r) => s.openPicker(s.pickerAt && s.pickerAt.q === q && s.pickerAt.r === r ? null : { q, r })}
        onDraft={(i) => s.rotateDraft(i)}
        label={`Pattern: ${state.pattern.placed.length} tiles on the table${draft.length ? `, ${draft.length} in the play being entered` : ''}`}
        className={s.pickerAt || draft.length ? 'kpicking' : undefined}
      />

      {s.pickerAt && <Picker />}

      {!ended && !game.finishedAt && (
        <section className="kentry" aria-label="This turn">
          {s.refusal && <p className="alert" role="alert">{s.refusal}</p>}
          <div className="row">
            <button ref={scoreRef} type="button" className="primary" onClick={() => s.scorePlay()} disabled={!draft.length}>
              Score{result?.ok ? ` ${result.points}` : ''}
            </button>
            {draft.map((p, i) => (
              <button type="button" key={i} onClick={() => s.rotateDraft(i)} aria-label={`Turn tile${draft.length > 1 ? ` ${i + 1}` : ''} (${p.tile.id} at (${p.q},${p.r}))`}>
                Turn tile{draft.length > 1 ? ` ${i + 1}` : ''}
              </button>
            ))}
            {draft.length > 0 && <button type="button" onClick={() => s.removeDraft(draft.length - 1)}>Take back last tile</button>}
            {draft.length > 1 && <button type="button" onClick={() => s.clearDraft()}>Clear play</button>}
          </div>
          {draft.length > 0 && (
            <div className="kresult" aria-live="polite">
              {result?.ok ? (
                <>
                  <p className="total">Play scores <strong data-testid="play-points">{result.points}</strong></p>
                  <ul>{result.paths.map((p, i) => <li key={i}>{m(explainPath(p))}</li>)}</ul>
                </>
              ) : (
                <p className="kproblem">Not a legal play yet: {result?.ok === false && result.problems.map((p) => m(p.message)).join('; ')}.</p>
              )}
              <p className="muted">Or tap a tile of the play on the pattern to turn it.</p>
            </div>
          )}
          {!draft.length && <OtherTurns max={Math.min(state.hands[state.nextPlayer]!, state.bag)} />}
          {!draft.length && <p className="muted">To enter a play, tap an empty cell (+) next to the pattern.</p>}
        </section>
      )}

      <div className="row">
        <button type="button" onClick={() => s.undo()} disabled={!s.past.length && (!game.turns.length || !!game.finishedAt)}>Undo</button>
        <button type="button" onClick={() => s.redo()} disabled={!s.future.length}>Redo</button>
        {!ended && <button type="button" onClick={() => s.end()}>End game now</button>}
        {game.ended === 'players' && !game.finishedAt && <button type="button" onClick={() => s.resume()}>Resume game</button>}
        <a className="button" href={href({ name: 'results', id: game.id })}>Results</a>
      </div>

      <TilesToCome />
      <TurnLog />
    </main>
  );
}

/** Pass, or exchange 1 to `max` tiles: one tap each (a wrong one is undone with Undo). */
function OtherTurns({ max }: { max: number }) {
  const s = useKaliko();
  return (
    <div className="row kother">
      <button type="button" onClick={() => s.pass()}>Pass</button>
      <div className="kexchange" role="group" aria-label="Exchange tiles">
        <span aria-hidden="true">Exchange how many tiles?</span>
        {max < 1 ? <span className="muted">(the bag is empty)</span>
          : Array.from({ length: max }, (_, i) => (
            <button type="button" key={i} onClick={() => s.exchange(i + 1)} aria-label={`Exchange ${i + 1} tile${i ? 's' : ''}`}>{i + 1}</button>
          ))}
      </div>
    </div>
  );
}

function TilesToCome() {
  const state = useKaliko((x) => x.state);
  const tiles = useMemo(() => (state ? tilesToCome(state) : []), [state]);
  return (
    <details className="kcome">
      <summary>Tiles still to come ({tiles.length})</summary>
      <TilesList tiles={tiles} all={TILES} />
    </details>
  );
}

export function turnText(kind: string, points: number, tiles: number, count?: number): string {
  if (kind === 'play') return `${points} (${tiles} tile${tiles === 1 ? '' : 's'})`;
  if (kind === 'exchange') return `exchanged ${count}`;
  return 'passed';
}

function TurnLog() {
  const { game, state } = useKaliko();
  if (!game || !state || !state.turns.length) return null;
  return (
    <details className="klog">
      <summary>Turns ({state.turns.length})</summary>
      <ol>
        {state.turns.map((t) => {
          const turn = game.turns[t.index]!;
          return (
            <li key={t.index}>
              {game.players[t.player]!.name}: {turnText(turn.kind, t.points, turn.kind === 'play' ? turn.tiles.length : 0, turn.kind === 'exchange' ? turn.count : undefined)}
            </li>
          );
        })}
      </ol>
    </details>
  );
}

export type { Placed };
