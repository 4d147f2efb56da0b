// "Check a final wall": tap the cells of a finished wall, get the lowest and highest placement points any real
// order of play could have given it (the core's finalWallRange, run in a worker: a full wall takes seconds).
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { completeRows, emptyFilled, INDICES, patternColor, type WallRange } from '../core/index.ts';
import { href } from '../../../ui/router.ts';
import { TILE } from '../ui/colors.ts';
import type { FromWorker } from '../ui/rangeWorker.ts';

type State = { kind: 'idle' } | { kind: 'working' } | { kind: 'done'; range: WallRange; ms: number } | { kind: 'error'; message: string };

export function WallCheck() {
  const [filled, setFilled] = useState<boolean[][]>(emptyFilled);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const worker = useRef<Worker | null>(null);
  useEffect(() => () => worker.current?.terminate(), []);
  const tiles = filled.flat().filter(Boolean).length;
  const rows = completeRows(filled);

  const toggle = (r: number, c: number) => {
    worker.current?.terminate();
    worker.current = null;
    setState({ kind: 'idle' });
    setFilled(filled.map((row, i) => row.map((x, j) => (i === r && j === c ? !x : x))));
  };
  const check = () => {
    worker.current?.terminate();
    const w = new Worker(new URL('../ui/rangeWorker.ts', import.meta.url), { type: 'module' });
    worker.current = w;
    setState({ kind: 'working' });
    w.onmessage = (e: MessageEvent<FromWorker>) => {
      setState(e.data.ok ? { kind: 'done', range: e.data.range, ms: e.data.ms } : { kind: 'error', message: e.data.error });
      w.terminate();
      if (worker.current === w) worker.current = null;
    };
    w.onerror = () => setState({ kind: 'error', message: 'the check could not run' });
    w.postMessage({ filled });
  };

  return (
    <main className="az-check">
      <h1>Check a final wall</h1>
      <p className="muted">Tap the cells that hold a tile on a finished wall. The app works out the lowest and highest placement points any real order of play could have given it (one tile per row per round, each complete row finished in the last round). Floor penalties and bonuses are not included.</p>
      <div className="az-wall az-check-wall" role="group" aria-label={`Final wall, ${tiles} tiles`}>
        {INDICES.map((r) => INDICES.map((c) => {
          const color = patternColor(r, c);
          return (
            <button key={`${r}-${c}`} type="button" className={`az-cell${filled[r]![c] ? ' az-new' : ''}`} aria-pressed={filled[r]![c]}
              aria-label={`Row ${r + 1}, column ${c + 1}, ${color}`} onClick={() => toggle(r, c)}
              style={{ '--tile': TILE[color].fill, '--faint': TILE[color].faint, '--ink': TILE[color].ink } as CSSProperties}>
              <span className="az-letter" aria-hidden="true">{TILE[color].letter}</span>
            </button>
          );
        }))}
      </div>
      <p>{tiles} tile{tiles === 1 ? '' : 's'}{rows.length ? `, complete row${rows.length > 1 ? 's' : ''} ${rows.map((r) => r + 1).join(', ')}` : ', no complete row yet'}.</p>
      <div className="row">
        <button type="button" className="primary" onClick={check} disabled={state.kind === 'working' || tiles === 0}>Check</button>
        <button type="button" onClick={() => (worker.current?.terminate(), (worker.current = null), setFilled(emptyFilled()), setState({ kind: 'idle' }))}>Clear</button>
        <a className="button" href={href({ name: 'new', kind: 'azul' })}>Back to the new game</a>
      </div>
      <div aria-live="polite" data-testid="check-result">
        {state.kind === 'working' && <p className="notice" role="status">Working…</p>}
        {state.kind === 'done' && (
          <p className="notice">
            Placement points between <strong>{state.range.min}</strong> and <strong>{state.range.max}</strong>
            {state.range.completeRows.length ? '' : ' (no complete row: any order of one tile per row per round)'}.
            {' '}A claimed placement score outside this range is certainly wrong. <small className="muted">({(state.ms / 1000).toFixed(1)} s)</small>
          </p>
        )}
        {state.kind === 'error' && <p role="alert" className="alert">Could not check: {state.message}</p>}
      </div>
    </main>
  );
}
